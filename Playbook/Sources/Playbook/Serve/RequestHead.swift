import FlyingFox
import FlyingSocks
import Foundation

/// The head of one HTTP/1.1 request (request line and headers), read from a
/// connection with bounds before anything parses it: no client can make the
/// server read or parse more than `headLimit` bytes, or wait for them longer
/// than `seconds`.
enum RequestHead {
    /// Bytes a request line may have (its target included): more is 414.
    static let lineLimit = 8 << 10
    /// Bytes the whole head may have: more is 431.
    static let headLimit = 32 << 10
    /// Seconds a client has to send the whole head: then 408.
    static let seconds: Double = 10

    enum Outcome {
        /// The request, and the bytes read after its head (the start of a body).
        case request(HTTPRequest, rest: [UInt8])
        /// Answered with this status and reason, without being parsed.
        case refused(HTTPStatusCode, String)
        /// The client closed the connection (or the server is stopping).
        case gone
    }

    /// Reads the head, within its bounds; the request, or why it is refused.
    static func read(from connection: AsyncSocket) async -> Outcome {
        await withTaskGroup(of: Outcome?.self) { group in
            group.addTask { await readBounded(connection) }
            group.addTask {
                try? await Task.sleep(for: .seconds(seconds))
                return Task.isCancelled
                    ? nil : .refused(HTTPStatusCode(408, phrase: "Request Timeout"), "the request did not arrive in time")
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

    private static func readBounded(_ connection: AsyncSocket) async -> Outcome {
        var head: [UInt8] = []
        while true {
            let chunk: [UInt8]
            do { chunk = try await connection.read(atMost: 4096) } catch { return .gone }
            if chunk.isEmpty { return .gone }
            head += chunk
            let lineEnd = head.firstIndex(of: 0x0A)
            if (lineEnd ?? head.count) > lineLimit {
                return .refused(HTTPStatusCode(414, phrase: "URI Too Long"), "the request line is longer than \(lineLimit) bytes")
            }
            if let end = endOfHead(head) {
                guard end <= headLimit else { return tooLarge }
                return parse(head[..<end], rest: Array(head[end...]))
            }
            if head.count > headLimit { return tooLarge }
        }
    }

    private static var tooLarge: Outcome {
        .refused(HTTPStatusCode(431, phrase: "Request Header Fields Too Large"), "the request's head is larger than \(headLimit) bytes")
    }

    /// The index just past the blank line that ends the head (CRLF CRLF, or LF LF).
    private static func endOfHead(_ bytes: [UInt8]) -> Int? {
        var index = 0
        while let newline = bytes[index...].firstIndex(of: 0x0A) {
            let next = newline + 1
            if next < bytes.count, bytes[next] == 0x0A { return next + 1 }
            if next + 1 < bytes.count, bytes[next] == 0x0D, bytes[next + 1] == 0x0A { return next + 2 }
            index = next
        }
        return nil
    }

    /// The request of a whole head: `METHOD TARGET VERSION`, then `Name: value` lines.
    private static func parse(_ head: ArraySlice<UInt8>, rest: [UInt8]) -> Outcome {
        // Split on LF bytes (a Swift Character holds CRLF whole), each line without its CR.
        let lines = head.split(separator: 0x0A, omittingEmptySubsequences: false).map { line in
            Substring(String(decoding: line.last == 0x0D ? line.dropLast() : line, as: UTF8.self))
        }
        let parts = lines.first?.split(separator: " ", omittingEmptySubsequences: true) ?? []
        guard parts.count == 3 else { return .refused(.badRequest, "the request line is not METHOD TARGET VERSION") }
        var headers = HTTPHeaders()
        for line in lines.dropFirst() where !line.isEmpty {
            guard let colon = line.firstIndex(of: ":") else { return .refused(.badRequest, "a header line has no colon") }
            let name = line[..<colon].trimmingCharacters(in: .whitespaces)
            headers.addValue(line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces), for: HTTPHeader(name))
        }
        let target = parts[1].split(separator: "?", maxSplits: 1, omittingEmptySubsequences: false)
        return .request(
            HTTPRequest(
                method: HTTPMethod(String(parts[0])), version: HTTPVersion(String(parts[2])),
                target: HTTPRequest.Target(path: String(target[0]), query: target.count > 1 ? String(target[1]) : ""),
                headers: headers, body: HTTPBodySequence(data: Data())), rest: rest)
    }

    /// The response as bytes: status line, headers (a Content-Length, and
    /// `Connection: close`), a blank line and the body.
    static func encode(_ response: HTTPResponse) async throws -> Data {
        let body = try await response.bodyData
        var lines = ["HTTP/1.1 \(response.statusCode.code) \(response.statusCode.phrase)"]
        for (name, value) in response.headers where name != .contentLength && name != .connection {
            lines.append("\(name.rawValue): \(value)")
        }
        lines += ["Content-Length: \(body.count)", "Connection: close", "", ""]
        return Data(lines.joined(separator: "\r\n").utf8) + body
    }
}
