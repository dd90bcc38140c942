import Foundation
import Testing
@testable import AutoLayout
@testable import UIKitRuntime
import LayoutTestSupport

/// Image sizes from files, and image views.
@Suite struct ImageTests {
    private func write(_ bytes: [UInt8], named name: String) throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("image-tests-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let url = directory.appendingPathComponent(name)
        try Data(bytes).write(to: url)
        return url.path
    }

    @Test func sizesComeFromPNGGIFAndJPEGHeaders() throws {
        // PNG: signature, IHDR length 13, "IHDR", width 120, height 80 (big-endian), and the rest.
        let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0, 120, 0, 0, 0, 80, 8, 2, 0, 0, 0]
        // GIF: signature, width 33 and height 17, little-endian.
        let gif: [UInt8] = Array("GIF89a".utf8) + [33, 0, 17, 0, 0, 0, 0]
        // JPEG: start of image, an APP0 segment of 16 bytes to skip, then a baseline frame of
        // height 0x0120 = 288 and width 0x01E0 = 480.
        let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array(repeating: 0, count: 14)
            + [0xFF, 0xC0, 0, 17, 8, 0x01, 0x20, 0x01, 0xE0, 3] + Array(repeating: 0, count: 9) + [0xFF, 0xD9]
        #expect(Image(contentsOfFile: try write(png, named: "icon.png"))?.size == CGSize(width: 120, height: 80))
        // @2x: 120 × 80 pixels are 60 × 40 points.
        let retina = Image(contentsOfFile: try write(png, named: "icon@2x.png"))
        #expect(retina?.size == CGSize(width: 60, height: 40) && retina?.scale == 2)
        #expect(Image(contentsOfFile: try write(gif, named: "spinner.gif"))?.size == CGSize(width: 33, height: 17))
        // @3x: 480 × 288 pixels are 160 × 96 points.
        #expect(Image(contentsOfFile: try write(jpeg, named: "photo@3x.jpg"))?.size == CGSize(width: 160, height: 96))
        // Not an image, a truncated header, a missing file: nil.
        #expect(Image(contentsOfFile: try write(Array("hello".utf8), named: "text.png")) == nil)
        #expect(Image(contentsOfFile: try write(Array(png.prefix(20)), named: "short.png")) == nil)
        #expect(Image(contentsOfFile: try write([0xFF, 0xD8, 0xFF, 0xE0, 0, 1], named: "bad.jpg")) == nil)
        #expect(Image(contentsOfFile: "/nonexistent/image.png") == nil)
        Image.register(Image(size: CGSize(width: 24, height: 24)), named: "star")
        #expect(Image(named: "star")?.size == CGSize(width: 24, height: 24) && Image(named: "moon") == nil)
    }

    @Test func anImageFromDataIsSizedByItsHeaderAndKeepsItsBytes() {
        // PNG: signature, IHDR length 13, "IHDR", width 120, height 80, and the rest.
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0, 120, 0, 0, 0, 80, 8, 2, 0, 0, 0])
        #expect(Image(data: png)?.size == CGSize(width: 120, height: 80))
        let retina = Image(data: png, scale: 2)  // 120 × 80 pixels are 60 × 40 points
        #expect(retina?.size == CGSize(width: 60, height: 40) && retina?.scale == 2)
        #expect(Image(data: png, scale: .nan)?.scale == 1)
        #expect(Image(data: Data("hello".utf8)) == nil)
        // The bytes stay with the image, for renderers, and tell images of one size apart.
        #expect(Image(data: png)?.encodedImageData == png)
        #expect(Image(data: png) == Image(data: png) && Image(data: png) != Image(data: png + [0]))
    }

    @Test func anImageReaderReadsAsImageDataDoesAtItsPixelsPerInch() {
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
            + [0, 0, 0, 120, 0, 0, 0, 80, 8, 2, 0, 0, 0])
        var configuration = ImageReader.Configuration()
        configuration.pixelsPerInch = 144  // two pixels a point
        configuration.prefersHighDynamicRange = true
        #expect(ImageReader(configuration: configuration).image(data: png)?.size == CGSize(width: 60, height: 40))
        #expect(ImageReader.default.image(data: png)?.size == CGSize(width: 120, height: 80))
        #expect(ImageReader.default.image(data: Data("no".utf8)) == nil)
        let view = ImageView(image: ImageReader.default.image(data: png))
        view.preferredImageDynamicRange = .high
        #expect(view.preferredImageDynamicRange == .high && view.imageDynamicRange == .standard)
        #expect(view.image?.isHighDynamicRange == false)
    }

    @Test func anImageViewIsAsLargeAsItsImage() {
        let root = makeRoot()
        let avatar = ImageView(image: Image(size: CGSize(width: 40, height: 30)))
        #expect(avatar.frame.size == CGSize(width: 40, height: 30))
        avatar.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(avatar)
        LayoutConstraint.activate([
            avatar.centerXAnchor.constraint(equalTo: root.centerXAnchor),
            avatar.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        // Centred: (320 - 40) / 2 = 140.
        #expect(avatar.frame == CGRect(x: 140, y: 10, width: 40, height: 30))
        avatar.image = Image(size: CGSize(width: 100, height: 50))
        root.layoutIfNeeded()
        #expect(avatar.frame == CGRect(x: 110, y: 10, width: 100, height: 50))
        avatar.image = nil
        #expect(avatar.intrinsicContentSize == CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric))
        #expect(ImageView().image == nil)
    }

}
