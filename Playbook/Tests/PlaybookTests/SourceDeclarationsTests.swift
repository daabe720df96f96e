import Playbook
import XCTest

/// What `playbook declarations` reads, and so what `make test-api` compares
/// with RxSwift's API list: which declarations count, and which are public.
final class SourceDeclarationsTests: XCTestCase {
    private func read(_ text: String) -> [String: SourceDeclarations.Declaration] {
        let declarations = SourceDeclarations(sources: [("Sources/X.swift", text)]).declarations
        return Dictionary(declarations.map { ("\($0.context ?? "-").\($0.name)", $0) }, uniquingKeysWith: { first, _ in first })
    }

    func testARequirementOfAPublicProtocolIsPublicAndOfAnInternalOneNot() {
        let found = read(
            """
            public protocol Shape {
                func area() -> Double
            }
            @usableFromInline
            protocol Unsubscribing: AnyObject {
                func synchronizedUnsubscribe(_ key: Int)
            }
            """)
        XCTAssertEqual(found["Shape.area"]?.isPublic, true)
        XCTAssertEqual(found["Unsubscribing.synchronizedUnsubscribe"]?.isPublic, false)
    }

    func testMembersOfAPublicExtensionArePublicAndOfAnInternalOneOnlyWhenSaid() {
        let found = read(
            """
            public extension Shape {
                func scaled(by factor: Double) -> Shape { self }
            }
            extension Circle {
                func radiusSquared() -> Double { 0 }
                public __consuming func disposed(by bag: Bag) {}
                open class func make() -> Circle { Circle() }
            }
            """)
        XCTAssertEqual(found["Shape.scaled"]?.isPublic, true)
        XCTAssertEqual(found["Circle.radiusSquared"]?.isPublic, false)
        XCTAssertEqual(found["Circle.disposed"]?.isPublic, true, "a modifier the lexer did not know")
        XCTAssertEqual(found["Circle.make"]?.isPublic, true)
        XCTAssertEqual(found["Circle.make"]?.isStatic, true, "class func")
    }

    func testParametersLabelsAndWhatACallMayLeaveOut() throws {
        let found = read(
            """
            extension ObservableType {
                public func subscribe(
                    onNext: ((Element) -> Void)? = nil, // a comment, with a comma
                    onError: ((Swift.Error) -> Void)? = nil, with separator: String = ", ", _ rest: Int...
                ) -> Disposable { fatalError() }
                public static func == (lhs: Self, _ rhs: Self) -> Bool { true }
            }
            """)
        let subscribe = try XCTUnwrap(found["ObservableType.subscribe"])
        XCTAssertEqual(subscribe.parameters.map(\.label), ["onNext", "onError", "with", "_"])
        XCTAssertEqual(subscribe.parameters.map(\.mayBeLeftOut), [true, true, true, true])
        XCTAssertEqual(subscribe.parameters[0].text, "onNext: ((Element) -> Void)? = nil")
        XCTAssertEqual(subscribe.parameters[2].text, "with separator: String = \"\"", "no string contents")
        XCTAssertEqual(subscribe.line, 2)
        XCTAssertEqual(found["ObservableType.=="]?.parameters.map(\.label), ["lhs", "rhs"], "an operator's parameter names")
    }

    func testNestedScopesConditionsAndConformancesButNoLocalFunctions() throws {
        let declarations = SourceDeclarations(
            sources: [
                (
                    "A.swift",
                    """
                    public final class Outer<T>: Base<T>, Swift.Equatable where T: Hashable {
                        public struct Inner: Sendable {
                            public init?(raw: Int) { func local() {} }
                        }
                    #if canImport(ObjectiveC)
                        public func bridged() {}
                    #elseif os(Linux)
                        public func linux() {}
                    #else
                        public func other() {}
                    #endif
                    }
                    func free() {}
                    extension Outer.Inner: CustomStringConvertible {}
                    """
                )
            ])
        let found = Dictionary(declarations.declarations.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        XCTAssertEqual(Set(found.keys), ["init", "bridged", "linux", "other", "free"], "no local function")
        XCTAssertEqual(found["init"]?.context, "Inner")
        XCTAssertEqual(found["init"]?.enclosing, ["Outer", "Inner"])
        XCTAssertEqual(found["bridged"]?.conditions, ["canImport(ObjectiveC)"])
        XCTAssertEqual(found["linux"]?.conditions, ["!(canImport(ObjectiveC)) && os(Linux)"])
        XCTAssertEqual(found["other"]?.conditions, ["!(canImport(ObjectiveC)) && !(os(Linux))"])
        XCTAssertNil(found["free"]?.context)
        XCTAssertEqual(declarations.conformances["Outer"], ["Base", "Equatable"])
        XCTAssertEqual(declarations.conformances["Inner"], ["CustomStringConvertible", "Sendable"])
    }
}
