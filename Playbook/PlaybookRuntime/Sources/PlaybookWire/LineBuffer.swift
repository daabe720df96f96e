/// Bytes read from a stream socket, handed out one line at a time: both
/// ends of the harness protocol read whole lines from partial reads.
public struct LineBuffer: Sendable {
    private var pending: [UInt8] = []

    public init() {}

    /// Adds bytes as they were read.
    public mutating func append<Bytes: Sequence>(_ bytes: Bytes) where Bytes.Element == UInt8 {
        pending.append(contentsOf: bytes)
    }

    /// The first complete line without its newline, removed from the
    /// buffer; nil until a newline arrived. Invalid UTF-8 is replaced.
    public mutating func nextLine() -> String? {
        guard let end = pending.firstIndex(of: UInt8(ascii: "\n")) else { return nil }
        let line = String(decoding: pending[..<end], as: UTF8.self)
        pending.removeSubrange(...end)
        return line
    }

    /// Bytes received after the last complete line.
    public var partialCount: Int { pending.count }
}
