#if canImport(Glibc)
    // Glibc declares the C streams as mutable globals; they are only read here.
    @preconcurrency import Glibc
#endif

/// The C library's stdout and stderr (what `print` and the example write to),
/// read where Swift 6 accepts it (the module imports Glibc elsewhere without
/// `@preconcurrency`, through Foundation).
enum StandardStreams {
    static var output: UnsafeMutablePointer<FILE> { stdout }
    static var error: UnsafeMutablePointer<FILE> { stderr }

    /// Writes the text to stderr.
    static func report(_ text: String) {
        fputs(text, error)
    }

    /// Flushes stdout and stderr.
    static func flush() {
        fflush(output)
        fflush(error)
    }
}
