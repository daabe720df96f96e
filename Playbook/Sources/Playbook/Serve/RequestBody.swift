import FlyingFox
import FlyingSocks
import Foundation

/// The body of a request that carries one (a run of the live playground),
/// read with bounds as the head is (``RequestHead``): its length must be
/// declared (`Content-Length`, no chunked encoding) and at most ``limit``
/// bytes, which is checked before a byte of it is read, and the whole body
/// must arrive within ``seconds``.
enum RequestBody {
    /// Bytes a body may have: more is 413, without reading it.
    static let limit = 64 << 10
    /// Seconds a client has to send the whole body: then 408.
    static let seconds: Double = 10

    enum Outcome {
        case body([UInt8])
        case refused(HTTPStatusCode, String)
        case gone
    }

    /// Why the request's body is not read at all, if it is not: no declared
    /// length (411), a chunked or otherwise encoded body (411), or a length
    /// over `limit` (413). Nil: its length, to be read.
    static func length(of request: HTTPRequest, limit: Int = limit) -> Result<Int, Refusal> {
        if request.headers[HTTPHeader("Transfer-Encoding")] != nil {
            return .failure(Refusal(status: HTTPStatusCode(411, phrase: "Length Required"), reason: "send the body with a Content-Length"))
        }
        guard let declared = request.headers[.contentLength], let length = Int(declared.trimmingCharacters(in: .whitespaces)),
            length >= 0
        else {
            return .failure(Refusal(status: HTTPStatusCode(411, phrase: "Length Required"), reason: "send the body with a Content-Length"))
        }
        guard length <= limit else {
            return .failure(
                Refusal(
                    status: HTTPStatusCode(413, phrase: "Content Too Large"), reason: "the request's body is larger than \(limit) bytes"))
        }
        return .success(length)
    }

    struct Refusal: Error {
        var status: HTTPStatusCode
        var reason: String
    }

    /// Reads `length` bytes, starting with `rest` (read with the head), within ``seconds``.
    static func read(from connection: AsyncSocket, length: Int, rest: [UInt8]) async -> Outcome {
        await withTaskGroup(of: Outcome?.self) { group in
            group.addTask {
                var body = Array(rest.prefix(length))
                while body.count < length {
                    let chunk: [UInt8]
                    do { chunk = try await connection.read(atMost: min(4096, length - body.count)) } catch { return .gone }
                    if chunk.isEmpty { return .gone }
                    body += chunk
                }
                return .body(body)
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(seconds))
                return Task.isCancelled ? nil : .refused(HTTPStatusCode(408, phrase: "Request Timeout"), "the body did not arrive in time")
            }
            var outcome: Outcome = .gone
            for await answer in group {
                guard let answer else { continue }
                outcome = answer
                group.cancelAll()
                break
            }
            return outcome
        }
    }
}
