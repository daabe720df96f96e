import Foundation
#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A minimal FTP server on 127.0.0.1 that serves one file, for the test of
/// `URLSession.rx` with a response that is not HTTP: URLSession answers an
/// `ftp:` URL with a plain `URLResponse`. It speaks just enough of the
/// protocol for one passive-mode download (USER, PASS, PWD, CWD, TYPE, EPSV,
/// PASV, SIZE, RETR, QUIT).
final class LoopbackFTPServer: @unchecked Sendable {
    let port: UInt16
    private let listener: Int32
    private let contents: Data
    private let lock = NSLock()
    private var stopped = false

    init(contents: Data) throws {
        self.contents = contents
        (listener, port) = try LoopbackSocket.listen()
        Thread.detachNewThread { [self] in acceptConnections() }
    }

    /// The URL of `path` on this server.
    func url(_ path: String) -> URL { URL(string: "ftp://127.0.0.1:\(port)\(path)")! }

    func stop() {
        let first = lock.withLock { () -> Bool in
            defer { stopped = true }
            return !stopped
        }
        if first { shutdown(listener, Int32(SHUT_RDWR)) }
    }

    private func acceptConnections() {
        defer { close(listener) }
        while !lock.withLock({ stopped }) {
            let client = accept(listener, nil, nil)
            if client < 0 { return }
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    private func send(_ fd: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        #if canImport(Glibc)
            _ = Glibc.send(fd, bytes, bytes.count, Int32(MSG_NOSIGNAL))
        #else
            _ = Darwin.send(fd, bytes, bytes.count, 0)
        #endif
    }

    /// Reads one CRLF-terminated command line, or nil when the peer closed.
    private func readLine(_ fd: Int32, _ buffer: inout [UInt8]) -> String? {
        var byte: UInt8 = 0
        while true {
            if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
                let line = String(decoding: buffer[..<newline], as: UTF8.self)
                buffer.removeSubrange(...newline)
                return line.trimmingCharacters(in: .whitespacesAndNewlines)
            }
            if read(fd, &byte, 1) <= 0 { return nil }
            buffer.append(byte)
        }
    }

    private func serve(_ control: Int32) {
        defer { close(control) }
        var buffer: [UInt8] = []
        var passive: (fd: Int32, port: UInt16)?
        defer { if let passive { close(passive.fd) } }
        send(control, "220 Rx test FTP\r\n")
        while let line = readLine(control, &buffer) {
            let command = line.split(separator: " ", maxSplits: 1).first.map { $0.uppercased() } ?? ""
            switch command {
            case "USER": send(control, "331 Password required\r\n")
            case "PASS": send(control, "230 Logged in\r\n")
            case "PWD": send(control, "257 \"/\"\r\n")
            case "CWD": send(control, "250 OK\r\n")
            case "TYPE": send(control, "200 OK\r\n")
            case "SIZE": send(control, "213 \(contents.count)\r\n")
            case "EPSV", "PASV":
                guard let opened = try? LoopbackSocket.listen() else {
                    send(control, "425 Cannot open data connection\r\n")
                    continue
                }
                passive = opened
                if command == "EPSV" {
                    send(control, "229 Entering Extended Passive Mode (|||\(opened.1)|)\r\n")
                } else {
                    send(control, "227 Entering Passive Mode (127,0,0,1,\(opened.1 >> 8),\(opened.1 & 0xFF))\r\n")
                }
            case "RETR":
                guard let data = passive else {
                    send(control, "425 Use PASV first\r\n")
                    continue
                }
                send(control, "150 Opening data connection\r\n")
                let connection = accept(data.fd, nil, nil)
                if connection >= 0 {
                    contents.withUnsafeBytes { raw in
                        var offset = 0
                        while offset < raw.count {
                            #if canImport(Glibc)
                                let written = Glibc.send(connection, raw.baseAddress! + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                            #else
                                let written = Darwin.send(connection, raw.baseAddress! + offset, raw.count - offset, 0)
                            #endif
                            if written <= 0 { break }
                            offset += written
                        }
                    }
                    close(connection)
                }
                close(data.fd)
                passive = nil
                send(control, "226 Transfer complete\r\n")
            case "QUIT":
                send(control, "221 Bye\r\n")
                return
            default:
                send(control, "502 Not implemented\r\n")
            }
        }
    }
}
