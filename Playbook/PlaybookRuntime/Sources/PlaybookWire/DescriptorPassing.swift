#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Sending bytes with open descriptors attached over a Unix stream socket
/// (one SCM_RIGHTS control message), and receiving them: how playbook hands
/// the harness server the write ends of an example's stdout and stderr.
///
/// The control message is laid out as the C macros CMSG_SPACE and CMSG_DATA
/// do: a `cmsghdr`, padded to the alignment of `size_t`, then the
/// descriptors as 32-bit integers, the whole padded again.
public enum DescriptorPassing {
    /// The bytes of a header padded to the alignment, where the data starts (CMSG_LEN(0)).
    static var dataOffset: Int { aligned(MemoryLayout<cmsghdr>.size) }

    /// The buffer size for `count` descriptors (CMSG_SPACE).
    static func controlSpace(descriptors count: Int) -> Int {
        dataOffset + aligned(count * MemoryLayout<Int32>.size)
    }

    static func aligned(_ size: Int) -> Int {
        let alignment = MemoryLayout<Int>.size
        return (size + alignment - 1) / alignment * alignment
    }

    /// Sends `bytes` whole, with the descriptors attached; false if the
    /// socket took less (or nothing: errno says why). EINTR is retried; a
    /// closed peer is an error, not SIGPIPE (on Linux).
    public static func send(_ bytes: [UInt8], descriptors: [Int32], on socket: Int32) -> Bool {
        var bytes = bytes
        let controlSize = descriptors.isEmpty ? 0 : controlSpace(descriptors: descriptors.count)
        let controlBuffer = UnsafeMutableRawPointer.allocate(byteCount: max(controlSize, 1), alignment: 16)
        defer { controlBuffer.deallocate() }
        controlBuffer.initializeMemory(as: UInt8.self, repeating: 0, count: max(controlSize, 1))
        if !descriptors.isEmpty {
            var header = cmsghdr()
            header.cmsg_len = .init(dataOffset + descriptors.count * MemoryLayout<Int32>.size)
            header.cmsg_level = SOL_SOCKET
            header.cmsg_type = Int32(SCM_RIGHTS)
            controlBuffer.storeBytes(of: header, as: cmsghdr.self)
            for (index, descriptor) in descriptors.enumerated() {
                controlBuffer.storeBytes(of: descriptor, toByteOffset: dataOffset + index * MemoryLayout<Int32>.size, as: Int32.self)
            }
        }
        return bytes.withUnsafeMutableBytes { raw in
            var vector = iovec(iov_base: raw.baseAddress, iov_len: raw.count)
            return withUnsafeMutablePointer(to: &vector) { vectorPointer in
                var message = msghdr()
                message.msg_iov = vectorPointer
                message.msg_iovlen = 1
                message.msg_control = controlSize > 0 ? controlBuffer : nil
                message.msg_controllen = .init(controlSize)
                #if os(Linux)
                    let flags = Int32(MSG_NOSIGNAL)
                #else
                    let flags: Int32 = 0
                #endif
                while true {
                    let sent = sendmsg(socket, &message, flags)
                    if sent < 0, errno == EINTR { continue }
                    // A short line is sent whole by a stream socket of the default size.
                    return sent == raw.count
                }
            }
        }
    }

    /// What one `recvmsg` brought.
    public struct Received: Sendable {
        public var bytes: [UInt8]
        /// Descriptors now open in this process; the receiver closes them.
        public var descriptors: [Int32]
    }

    /// One `recvmsg` of up to `capacity` bytes and up to `maximumDescriptors`
    /// descriptors; nil when the peer closed the socket or on an error
    /// (EINTR is retried). Descriptors beyond the maximum are closed by the
    /// kernel (the message is then truncated, MSG_CTRUNC).
    public static func receive(on socket: Int32, capacity: Int = 4096, maximumDescriptors: Int = 8) -> Received? {
        var buffer = [UInt8](repeating: 0, count: capacity)
        let controlSize = controlSpace(descriptors: maximumDescriptors)
        let controlBuffer = UnsafeMutableRawPointer.allocate(byteCount: controlSize, alignment: 16)
        defer { controlBuffer.deallocate() }
        controlBuffer.initializeMemory(as: UInt8.self, repeating: 0, count: controlSize)
        while true {
            var descriptors: [Int32] = []
            let count = buffer.withUnsafeMutableBytes { bytes -> Int in
                var vector = iovec(iov_base: bytes.baseAddress, iov_len: bytes.count)
                return withUnsafeMutablePointer(to: &vector) { vectorPointer in
                    var message = msghdr()
                    message.msg_iov = vectorPointer
                    message.msg_iovlen = 1
                    message.msg_control = controlBuffer
                    message.msg_controllen = .init(controlSize)
                    let received = recvmsg(socket, &message, 0)
                    if received >= 0 {
                        descriptors = passedDescriptors(UnsafeRawPointer(controlBuffer), length: Int(message.msg_controllen))
                    }
                    return received
                }
            }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                descriptors.forEach { _ = close($0) }
                return nil
            }
            return Received(bytes: Array(buffer[..<count]), descriptors: descriptors)
        }
    }

    /// The descriptors of the SCM_RIGHTS messages in a control buffer of `length` bytes.
    static func passedDescriptors(_ control: UnsafeRawPointer, length: Int) -> [Int32] {
        let headerSize = MemoryLayout<cmsghdr>.size
        var descriptors: [Int32] = []
        var offset = 0
        while offset + headerSize <= length {
            let header = control.loadUnaligned(fromByteOffset: offset, as: cmsghdr.self)
            let messageLength = Int(header.cmsg_len)
            guard messageLength >= headerSize, offset + messageLength <= length else { break }
            if header.cmsg_level == SOL_SOCKET, header.cmsg_type == Int32(SCM_RIGHTS) {
                let count = (messageLength - dataOffset) / MemoryLayout<Int32>.size
                for index in 0..<max(0, count) {
                    descriptors.append(
                        control.loadUnaligned(
                            fromByteOffset: offset + dataOffset + index * MemoryLayout<Int32>.size, as: Int32.self))
                }
            }
            offset += aligned(messageLength)
        }
        return descriptors
    }
}
