import AutoLayout
import Foundation

extension Image {
    /// The width and height in pixels from a PNG, GIF or JPEG header; nil for anything else.
    package static func pixelSize(of bytes: [UInt8]) -> CGSize? {
        func bigEndian(_ offset: Int, _ count: Int) -> Int? {
            guard offset >= 0, offset + count <= bytes.count else { return nil }
            return bytes[offset..<offset + count].reduce(0) { $0 << 8 | Int($1) }
        }
        // PNG: the signature, then the IHDR chunk with width and height.
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
           bytes.count >= 24, bytes[12..<16].elementsEqual("IHDR".utf8),
           let width = bigEndian(16, 4), let height = bigEndian(20, 4) {
            return CGSize(width: width, height: height)
        }
        // GIF: the signature, then width and height, little-endian.
        if bytes.count >= 10, bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) {
            return CGSize(width: Int(bytes[6]) | Int(bytes[7]) << 8, height: Int(bytes[8]) | Int(bytes[9]) << 8)
        }
        // JPEG: segments after the start-of-image marker, up to a start-of-frame one.
        guard bytes.starts(with: [0xFF, 0xD8]) else { return nil }
        var offset = 2
        while offset + 4 <= bytes.count {
            guard bytes[offset] == 0xFF else { return nil }
            let marker = bytes[offset + 1]
            if marker == 0xFF { offset += 1; continue }  // fill byte
            if marker == 0x01 || (0xD0...0xD9).contains(marker) { offset += 2; continue }  // no length
            guard let length = bigEndian(offset + 2, 2), length >= 2 else { return nil }
            let isFrame = (0xC0...0xCF).contains(marker) && marker != 0xC4 && marker != 0xC8 && marker != 0xCC
            if isFrame, let height = bigEndian(offset + 5, 2), let width = bigEndian(offset + 7, 2) {
                return CGSize(width: width, height: height)
            }
            offset += 2 + length
        }
        return nil
    }
}
