import Foundation

/// A data source whose items are addressed by index path, as RxCocoa's
/// table and collection view data sources are.
///
/// Rx has no UIKit data sources on Linux; the protocol is here so that data
/// source types written against RxCocoa's compile and can be tested.
///
/// ```swift
/// import Foundation
///
/// struct Rows: SectionedViewDataSourceType {
///     let sections: [[String]]
///     func model(at indexPath: IndexPath) throws -> Any {
///         sections[indexPath[0]][indexPath[1]]   // section, item
///     }
/// }
/// print(try Rows(sections: [["a", "b"]]).model(at: IndexPath(indexes: [0, 1])))
/// // b
/// ```
public protocol SectionedViewDataSourceType {
    /// The model at `indexPath`; throws if there is none.
    func model(at indexPath: IndexPath) throws -> Any
}
