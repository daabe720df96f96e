/// A circle given by its radius.
public struct Circle: Shape, Equatable, Sendable {
    public var radius: Double

    public init(radius: Double) {
        self.radius = radius
    }

    public var area: Double { Double.pi * radius * radius }
    public var perimeter: Double { 2 * Double.pi * radius }
}
