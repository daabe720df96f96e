import Foundation
import Playbook
import PlaybookRx

/// The site flavour a documented package asks for in its playbook.json
/// (`"flavour": "rx"`: ``RxFlavour``), or the engine's own.
enum Flavours {
    static func flavour(of root: URL) throws -> any SiteFlavour {
        try PlaybookConfiguration.load(root: root)?.isRxFlavoured == true ? RxFlavour() : PlainFlavour()
    }
}
