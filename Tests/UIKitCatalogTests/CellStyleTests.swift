import Foundation
import Testing
import AutoLayout
import UIKitRuntime
import UIKitCatalog

/// A table view cell's style lays out its own image, text and detail labels.
@Suite struct CellStyleTests {
    @Test func aCellsStyleLaysOutItsOwnLabels() {
        func laidOut(_ style: TableViewCell.CellStyle, _ configure: (TableViewCell) -> Void) -> TableViewCell {
            let cell = TableViewCell(style: style, reuseIdentifier: nil)
            configure(cell)
            cell.frame = CGRect(x: 0, y: 0, width: 375, height: 44)
            cell.layoutIfNeeded()
            return cell
        }
        // Default: the text 16 in, centred: (44 - 21) / 2; "Wi-Fi" is 5 × 10.2 → 51 wide. No detail label.
        let plain = laidOut(.default) { $0.textLabel?.text = "Wi-Fi" }
        #expect(plain.textLabel?.frame == CGRect(x: 16, y: 11.5, width: 51, height: 21) && plain.detailTextLabel == nil)
        // With an image: the image 16 in, the text 16 after it.
        let withImage = laidOut(.default) {
            $0.imageView?.image = Image(size: CGSize(width: 29, height: 29))
            $0.textLabel?.text = "Wi-Fi"
        }
        #expect(withImage.imageView?.frame == CGRect(x: 16, y: 7.5, width: 29, height: 29))
        #expect(withImage.textLabel?.frame.minX == 61)
        // Subtitle: the text (21) over the detail (12 × 1.2 = 14.4 → 15), the pair centred: top (44 - 36) / 2.
        let subtitle = laidOut(.subtitle) {
            $0.textLabel?.text = "Title"
            $0.detailTextLabel?.text = "Detail"
        }
        #expect(subtitle.textLabel?.frame == CGRect(x: 16, y: 4, width: 51, height: 21))
        #expect(subtitle.detailTextLabel?.frame == CGRect(x: 16, y: 25, width: 44, height: 15))
        // Value 1: the detail against the trailing side, 16 in: 375 - 16 - 21.
        let value = laidOut(.value1) {
            $0.textLabel?.text = "Bluetooth"
            $0.detailTextLabel?.text = "On"
        }
        #expect(value.detailTextLabel?.frame == CGRect(x: 338, y: 11.5, width: 21, height: 21))
        #expect(!value.contentView.hasAmbiguousLayout && !(value.textLabel?.hasAmbiguousLayout ?? true))
    }
}
