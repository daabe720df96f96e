import XCTest
@testable import Rx
import RxBlocking
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `URLSession.rx` against a loopback HTTP server on 127.0.0.1 that each test
/// starts: nothing here reaches the network.
final class URLSessionRxTests: RxTest {
    private var server: LoopbackHTTPServer!
    private var session: URLSession!
    private var savedLogging: ((URLRequest) -> Bool)!

    override func setUpWithError() throws {
        try super.setUpWithError()
        savedLogging = URLSession.rx.shouldLogRequest
        URLSession.rx.shouldLogRequest = { _ in false }
        server = try LoopbackHTTPServer { request in
            switch request.path {
            case "/json": return LoopbackHTTPServer.response(status: 200, reason: "OK", body: #"{"name":"Rx","count":2}"#)
            case "/text": return LoopbackHTTPServer.response(status: 200, reason: "OK", body: "hello", contentType: "text/plain")
            case "/missing": return LoopbackHTTPServer.response(status: 404, reason: "Not Found", body: #"{"error":"missing"}"#)
            case "/broken": return LoopbackHTTPServer.response(status: 500, reason: "Internal Server Error", body: "")
            case "/invalid-json": return LoopbackHTTPServer.response(status: 200, reason: "OK", body: "{not json")
            case "/hold": return .hold
            default: return LoopbackHTTPServer.response(status: 400, reason: "Bad Request", body: "")
            }
        }
        session = URLSession(configuration: .ephemeral)
    }

    override func tearDown() {
        session.invalidateAndCancel()
        session = nil
        server.stop()
        server = nil
        URLSession.rx.shouldLogRequest = savedLogging
        super.tearDown()
    }

    private func request(_ path: String) -> URLRequest { URLRequest(url: server.url(path)) }

    func testResponseEmitsHTTPResponseAndBodyThenCompletes() throws {
        let result = session.rx.response(request: request("/json")).toBlocking(timeout: 5).materialize()
        guard case .completed(let elements) = result else { return XCTFail("expected completion, got \(result)") }
        XCTAssertEqual(elements.count, 1)
        XCTAssertEqual(elements.first?.response.statusCode, 200)
        XCTAssertEqual(elements.first.map { String(decoding: $0.data, as: UTF8.self) }, #"{"name":"Rx","count":2}"#)
        XCTAssertEqual(server.requests.map(\.path), ["/json"])
        XCTAssertEqual(server.requests.first?.method, "GET")
    }

    func testResponseWithErrorStatusIsStillAResponse() throws {
        let element = try session.rx.response(request: request("/missing")).toBlocking(timeout: 5).single()
        XCTAssertEqual(element.response.statusCode, 404)
        XCTAssertEqual(String(decoding: element.data, as: UTF8.self), #"{"error":"missing"}"#)
    }

    func testEachSubscriptionPerformsItsOwnRequest() throws {
        let text = session.rx.data(request: request("/text"))
        XCTAssertEqual(server.requests.count, 0)
        _ = try text.toBlocking(timeout: 5).single()
        _ = try text.toBlocking(timeout: 5).single()
        XCTAssertEqual(server.requests.map(\.path), ["/text", "/text"])
    }

    func testDataEmitsTheBody() throws {
        let data = try session.rx.data(request: request("/text")).toBlocking(timeout: 5).toArray()
        XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, ["hello"])
    }

    func testDataFailsOnHTTPErrorStatusWithResponseAndBody() {
        let result = session.rx.data(request: request("/missing")).toBlocking(timeout: 5).materialize()
        guard case .failed(let elements, let error) = result else { return XCTFail("expected failure") }
        XCTAssertEqual(elements, [])
        guard case .httpRequestFailed(let response, let data)? = error as? RxCocoaURLError else {
            return XCTFail("expected httpRequestFailed, got \(error)")
        }
        XCTAssertEqual(response.statusCode, 404)
        XCTAssertEqual(data.map { String(decoding: $0, as: UTF8.self) }, #"{"error":"missing"}"#)
        XCTAssertEqual("\(error)", "HTTP request failed with `404`.")
    }

    func testDataFailsOnServerError() {
        let result = session.rx.data(request: request("/broken")).toBlocking(timeout: 5).materialize()
        guard case .failed(_, let error) = result,
            case .httpRequestFailed(let response, _)? = error as? RxCocoaURLError
        else {
            return XCTFail("expected httpRequestFailed")
        }
        XCTAssertEqual(response.statusCode, 500)
    }

    func testJSONDecodesTheBody() throws {
        let json = try session.rx.json(request: request("/json")).toBlocking(timeout: 5).single()
        let object = try XCTUnwrap(json as? [String: Any])
        XCTAssertEqual(object["name"] as? String, "Rx")
        XCTAssertEqual(object["count"] as? Int, 2)
    }

    func testJSONOfURL() throws {
        let json = try session.rx.json(url: server.url("/json")).toBlocking(timeout: 5).single()
        XCTAssertEqual((json as? [String: Any])?["name"] as? String, "Rx")
    }

    func testInvalidJSONFailsWithDeserializationError() {
        let result = session.rx.json(request: request("/invalid-json")).toBlocking(timeout: 5).materialize()
        guard case .failed(let elements, let error) = result else { return XCTFail("expected failure") }
        XCTAssertEqual(elements.count, 0)
        guard case .deserializationError? = error as? RxCocoaURLError else {
            return XCTFail("expected deserializationError, got \(error)")
        }
        XCTAssertTrue("\(error)".hasPrefix("Error during deserialization of the response: "))
    }

    func testJSONOfErrorStatusFailsWithHTTPRequestFailed() {
        let result = session.rx.json(request: request("/missing")).toBlocking(timeout: 5).materialize()
        guard case .failed(_, let error) = result, case .httpRequestFailed? = error as? RxCocoaURLError else {
            return XCTFail("expected httpRequestFailed")
        }
    }

    func testNonHTTPResponseFromLoopbackFTPServerFails() throws {
        let ftp = try LoopbackFTPServer(contents: Data("hello".utf8))
        defer { ftp.stop() }
        let result = session.rx.response(request: URLRequest(url: ftp.url("/hello.txt"))).toBlocking(timeout: 10).materialize()
        guard case .failed(let elements, let error) = result else { return XCTFail("expected failure, got \(result)") }
        XCTAssertEqual(elements.count, 0)
        guard case .nonHTTPResponse(let response)? = error as? RxCocoaURLError else {
            return XCTFail("expected nonHTTPResponse, got \(error)")
        }
        XCTAssertFalse(response is HTTPURLResponse)
        XCTAssertEqual(response.url?.scheme, "ftp")
    }

    func testNonHTTPResponseFails() throws {
        // An HTTP server can only give HTTP responses: a `data:` URL is the
        // local way to make URLSession produce a plain URLResponse.
        let url = try XCTUnwrap(URL(string: "data:text/plain;base64,aGVsbG8="))
        let result = session.rx.response(request: URLRequest(url: url)).toBlocking(timeout: 5).materialize()
        guard case .failed(let elements, let error) = result else { return XCTFail("expected failure, got \(result)") }
        XCTAssertEqual(elements.count, 0)
        guard case .nonHTTPResponse(let response)? = error as? RxCocoaURLError else {
            return XCTFail("expected nonHTTPResponse, got \(error)")
        }
        XCTAssertFalse(response is HTTPURLResponse)
        XCTAssertTrue("\(error)".hasPrefix("Response is not NSHTTPURLResponse"))
    }

    func testConnectionRefusedIsTheSessionError() throws {
        let port = server.port
        server.stop()
        let url = try XCTUnwrap(URL(string: "http://127.0.0.1:\(port)/json"))
        let result = session.rx.data(request: URLRequest(url: url)).toBlocking(timeout: 10).materialize()
        guard case .failed(_, let error) = result else { return XCTFail("expected failure") }
        XCTAssertNil(error as? RxCocoaURLError)
        XCTAssertEqual((error as NSError).domain, NSURLErrorDomain)
    }

    func testDisposingCancelsTheRequestAndTheServerSeesTheConnectionDrop() {
        var events: [String] = []
        let lock = NSLock()
        let subscription = session.rx.response(request: request("/hold")).subscribe { event in
            lock.withLock { events.append("\(event)") }
        }
        XCTAssertEqual(server.requestReceived.wait(timeout: .now() + 5), .success, "request never arrived")
        subscription.dispose()
        XCTAssertEqual(server.connectionDropped.wait(timeout: .now() + 5), .success, "connection was not dropped")
        Thread.sleep(forTimeInterval: 0.05)
        XCTAssertEqual(lock.withLock { events }, [])
    }

    func testLoggingSwitchIsAskedForEachRequest() throws {
        var asked: [String] = []
        let lock = NSLock()
        URLSession.rx.shouldLogRequest = { request in
            lock.withLock { asked.append(request.url?.path ?? "") }
            return false
        }
        _ = try session.rx.data(request: request("/text")).toBlocking(timeout: 5).single()
        XCTAssertEqual(lock.withLock { asked }, ["/text"])
        XCTAssertEqual(URLSession.rx.shouldLogRequest(request("/x")), false)
        XCTAssertEqual(lock.withLock { asked }, ["/text", "/x"])
    }

    func testLoggedRequestStillSucceeds() throws {
        URLSession.rx.shouldLogRequest = { _ in true }
        let data = try session.rx.data(request: request("/text")).toBlocking(timeout: 5).single()
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "hello")
    }

    func testSharedSessionWorksToo() throws {
        let data = try URLSession.shared.rx.data(request: request("/text")).toBlocking(timeout: 5).single()
        XCTAssertEqual(String(decoding: data, as: UTF8.self), "hello")
    }

    func testCurlCommandLogFormat() {
        var request = URLRequest(url: URL(string: "http://127.0.0.1:1/path?q=1")!)
        request.httpMethod = "POST"
        request.httpBody = Data(#"{"a":"b"}"#.utf8)
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        XCTAssertEqual(
            URLRequestLogging.curlCommand(for: request),
            "curl -X POST -d \"{\\\"a\\\":\\\"b\\\"}\" \n    -H \"Content-Type: application/json\" \n\"http://127.0.0.1:1/path?q=1\" -i -v")
        XCTAssertEqual(
            URLRequestLogging.curlCommand(for: URLRequest(url: URL(string: "http://127.0.0.1:1/")!)),
            "curl -X GET \n\"http://127.0.0.1:1/\" -i -v")
    }

    func testOutcomeLogFormats() {
        let url = URL(string: "http://127.0.0.1:1/")!
        let ok = HTTPURLResponse(url: url, statusCode: 200, httpVersion: nil, headerFields: nil)
        let missing = HTTPURLResponse(url: url, statusCode: 404, httpVersion: nil, headerFields: nil)
        let cancelled = NSError(domain: NSURLErrorDomain, code: NSURLErrorCancelled)
        XCTAssertEqual(URLRequestLogging.outcome(response: ok, error: nil, interval: 0.0123), "Success (12ms): Status 200")
        XCTAssertEqual(URLRequestLogging.outcome(response: missing, error: nil, interval: 0.5), "Failure (500ms): Status 404")
        XCTAssertEqual(URLRequestLogging.outcome(response: nil, error: cancelled, interval: 0.001), "Canceled (1ms)")
        XCTAssertEqual(URLRequestLogging.outcome(response: nil, error: nil, interval: 0), "<Unhandled response from server>")
        XCTAssertTrue(URLRequestLogging.outcome(response: nil, error: testError, interval: 0).hasPrefix("Failure (0ms): NSError > "))
    }

    func testErrorDescriptions() {
        XCTAssertEqual(RxCocoaURLError.unknown.debugDescription, "Unknown error has occurred.")
        XCTAssertEqual(
            RxCocoaURLError.deserializationError(error: TestError(1)).debugDescription,
            "Error during deserialization of the response: TestError(1)")
    }
}
