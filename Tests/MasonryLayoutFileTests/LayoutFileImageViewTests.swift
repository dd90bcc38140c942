import Foundation
import Masonry
import UIKitRuntime
import MasonryLayoutFile
import Testing

@Suite struct LayoutFileImageViewTests {
    @Test func imageViewsAreAsLargeAsTheirImage() throws {
        let layout = try LayoutFile.parse("""
            size: [320, 416]
            views:
              - key: avatar
                class: ImageView
                image: [40, 30]
                constraints:
                  - make.centerX.equalTo(superview)
                  - make.top.equalTo(superview).offset(10)
              - key: empty
                class: ImageView
                constraints:
                  - make.left.top.equalTo(superview)
            """, path: "i.yaml").flatMap { $0.build() }.get()
        // Centred: (320 - 40) / 2 = 140; the image's 40 × 30.
        #expect(layout.views["avatar"]?.frame == CGRect(x: 140, y: 10, width: 40, height: 30))
        #expect((layout.views["empty"] as? ImageView)?.image == nil)
        guard case let .failure(errors) = LayoutFile.parse("""
            size: [320, 416]
            views:
              - key: title
                class: Label
                image: [10, 10]
            """, path: "i.yaml") else {
            Issue.record("an image on a label was accepted")
            return
        }
        #expect(errors.description == "i.yaml:5:12: error: 'image' is for class ImageView; this view is a Label")
    }
}
