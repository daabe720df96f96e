import Foundation

/// What makes a chapter file the file it is: its device and inode when it
/// can be found (a file named twice, or through a symbolic link, is one),
/// else the exact bytes of its path. Never Swift's String equality, under
/// which `café.md` composed (NFC) and decomposed (NFD) are one name although
/// they are two files.
enum FileIdentity: Hashable {
    case inode(device: UInt64, inode: UInt64)
    case path(PathKey)

    init(_ path: String) {
        var status = stat()
        if stat(path, &status) == 0 {
            self = .inode(device: UInt64(status.st_dev), inode: UInt64(status.st_ino))
        } else {
            self = .path(PathKey(path))
        }
    }
}

/// A path as its bytes, for keys and comparisons: two paths are the same
/// only if their UTF-8 bytes are (String's `==` and `Hashable` take
/// canonically equivalent texts, such as NFC and NFD names, as equal).
public struct PathKey: Hashable, Sendable {
    public let bytes: [UInt8]

    public init(_ path: String) { bytes = Array(path.utf8) }
}

extension String {
    /// Whether the two are the same path byte for byte (see ``PathKey``).
    func isSamePath(as other: String) -> Bool { utf8.elementsEqual(other.utf8) }
}
