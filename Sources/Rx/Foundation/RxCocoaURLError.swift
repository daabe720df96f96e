import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The errors of the `URLSession.rx` requests.
public enum RxCocoaURLError: Swift.Error {
    /// The session reported neither a response nor an error.
    case unknown
    /// The response was not an HTTP response (a `data:` or `ftp:` URL, say).
    case nonHTTPResponse(response: URLResponse)
    /// The HTTP status was outside 200..<300; `data` is the body that came with it.
    case httpRequestFailed(response: HTTPURLResponse, data: Data?)
    /// The body could not be decoded (as JSON, for `rx.json`).
    case deserializationError(error: Swift.Error)
}

extension RxCocoaURLError: CustomDebugStringConvertible, CustomStringConvertible {
    /// A sentence describing the error.
    public var debugDescription: String {
        switch self {
        case .unknown:
            return "Unknown error has occurred."
        case .nonHTTPResponse(let response):
            return "Response is not NSHTTPURLResponse `\(response)`."
        case .httpRequestFailed(let response, _):
            return "HTTP request failed with `\(response.statusCode)`."
        case .deserializationError(let error):
            return "Error during deserialization of the response: \(error)"
        }
    }

    public var description: String { debugDescription }
}
