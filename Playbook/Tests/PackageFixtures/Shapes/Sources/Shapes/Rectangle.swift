/// A rectangle with sides parallel to the axes.
public struct Rectangle: Shape, Equatable, Sendable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// A rectangle whose sides are both `side` long.
    ///
    /// ```swift
    /// let square = Rectangle.square(side: 2)
    /// print(square.width, square.height)
    /// // 2.0 2.0
    /// ```
    public static func square(side: Double) -> Rectangle {
        Rectangle(width: side, height: side)
    }

    public var area: Double { width * height }
    public var perimeter: Double { 2 * (width + height) }

    /// The same rectangle with both sides multiplied by `factor`.
    ///
    /// ```swift
    /// print(Rectangle(width: 1, height: 2).scaled(by: 3).summary)
    /// // area 18.00, perimeter 18.00
    /// ```
    public func scaled(by factor: Double) -> Rectangle {
        Rectangle(width: width * factor, height: height * factor)
    }
}
