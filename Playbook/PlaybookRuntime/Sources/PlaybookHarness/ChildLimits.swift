import PlaybookWire

#if canImport(Glibc)
    import Glibc
#endif

/// The request's limits, applied with setrlimit in the example's child
/// before it runs. A limit is never raised above the hard limit the server
/// has (an unprivileged process could not), and 0 leaves a resource alone.
enum ChildLimits {
    /// Linux's resource numbers, in the order of `ExampleLimits.fields`:
    /// RLIMIT_DATA, RLIMIT_CPU, RLIMIT_FSIZE, RLIMIT_NOFILE, RLIMIT_NPROC.
    static let resources: [Int32] = [2, 0, 1, 7, 6]
    static let cpuResource: Int32 = 0

    static func apply(_ limits: ExampleLimits) {
        #if os(Linux)
            for (resource, value) in zip(resources, limits.values) where value > 0 {
                var current = rlimit()
                getrlimit(resource, &current)
                let (soft, hard) = bounds(resource: resource, value: value, currentHard: UInt64(current.rlim_max))
                var limit = rlimit(rlim_cur: rlim_t(soft), rlim_max: rlim_t(hard))
                setrlimit(resource, &limit)
            }
        #endif
    }

    /// The soft and hard limit to set for a requested value: the hard limit
    /// is the value (for CPU time one second more, so SIGXCPU comes at the
    /// value and SIGKILL a second later if that is ignored), capped by the
    /// current hard limit; the soft limit is the value, capped by the hard one.
    static func bounds(resource: Int32, value: UInt64, currentHard: UInt64) -> (soft: UInt64, hard: UInt64) {
        let wanted = resource == cpuResource ? value &+ 1 : value
        let hard = min(wanted < value ? value : wanted, currentHard)
        return (min(value, hard), hard)
    }
}
