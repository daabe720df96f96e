import Foundation
#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension Reactive where Base: URLSession {
    /// An observable that performs `request` for each subscriber and emits
    /// the HTTP response with its body, then completes. Disposing the
    /// subscription cancels the request.
    ///
    /// Any status code succeeds here; a transport failure is the session's
    /// error, and a response that is not HTTP is
    /// `RxCocoaURLError.nonHTTPResponse`.
    ///
    /// ```swift skip="needs an HTTP server on 127.0.0.1:8080"
    /// import Foundation
    ///
    /// let request = URLRequest(url: URL(string: "http://127.0.0.1:8080/")!)
    /// _ = URLSession.shared.rx.response(request: request)
    ///     .subscribe(onNext: { response, data in print(response.statusCode, data.count) })
    /// // 200 42
    /// ```
    public func response(request: URLRequest) -> Observable<(response: HTTPURLResponse, data: Data)> {
        let session = base
        return Observable.create { observer in
            let logs = Reactive<URLSession>.shouldLogRequest(request)
            let start = logs ? Date() : nil
            let task = session.dataTask(with: request) { data, response, error in
                if let start {
                    let interval = Date().timeIntervalSince(start)
                    print(URLRequestLogging.curlCommand(for: request))
                    print(URLRequestLogging.outcome(response: response, error: error, interval: interval))
                }
                guard let response, let data else {
                    observer.on(.error(error ?? RxCocoaURLError.unknown))
                    return
                }
                guard let httpResponse = response as? HTTPURLResponse else {
                    observer.on(.error(RxCocoaURLError.nonHTTPResponse(response: response)))
                    return
                }
                observer.on(.next((response: httpResponse, data: data)))
                observer.on(.completed)
            }
            task.resume()
            return Disposables.create { task.cancel() }
        }
    }

    /// An observable of the body of the response to `request`; a status
    /// outside 200..<300 fails with `RxCocoaURLError.httpRequestFailed`.
    ///
    /// ```swift no-run skip-if=!os(Linux)
    /// import Foundation
    /// import FoundationNetworking // Linux only: Foundation has URLSession on Apple platforms
    ///
    /// let request = URLRequest(url: URL(string: "http://127.0.0.1:8080/")!)
    /// _ = URLSession.shared.rx.data(request: request).subscribe(onNext: { print($0.count) })
    /// ```
    public func data(request: URLRequest) -> Observable<Data> {
        response(request: request).map { response, data -> Data in
            guard 200..<300 ~= response.statusCode else {
                throw RxCocoaURLError.httpRequestFailed(response: response, data: data)
            }
            return data
        }
    }

    /// An observable of the body of the response to `request` decoded with
    /// `JSONSerialization`; a body that is not JSON fails with
    /// `RxCocoaURLError.deserializationError`.
    ///
    /// ```swift skip="needs an HTTP server on 127.0.0.1:8080 answering with JSON"
    /// import Foundation
    ///
    /// let request = URLRequest(url: URL(string: "http://127.0.0.1:8080/")!)
    /// _ = URLSession.shared.rx.json(request: request).subscribe(onNext: { print($0) })
    /// // ["name": "Rx"]
    /// ```
    public func json(request: URLRequest, options: JSONSerialization.ReadingOptions = []) -> Observable<Any> {
        data(request: request).map { data -> Any in
            do {
                return try JSONSerialization.jsonObject(with: data, options: options)
            } catch {
                throw RxCocoaURLError.deserializationError(error: error)
            }
        }
    }

    /// `json(request:)` for a GET of `url`.
    public func json(url: Foundation.URL) -> Observable<Any> {
        json(request: URLRequest(url: url))
    }
}
