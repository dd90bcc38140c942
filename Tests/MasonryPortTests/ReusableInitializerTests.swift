import Foundation
import Testing
@testable import MasonryPort

/// Cells with designated initializers of their own get the initializer a registered class is
/// made with, on the line of their closing brace.
@Suite struct ReusableInitializerTests {
    private func ported(_ texts: [String]) -> [String] {
        let sources = texts.enumerated().map { PortSource(path: "/app/File\($0.offset).swift", text: $0.element) }
        return Porter(moduleName: "AppTests").port(sources).files.map { text in
            let lines = text.text.split(separator: "\n", omittingEmptySubsequences: false)
            return lines[1..<lines.firstIndex(of: "#sourceLocation()")!].joined(separator: "\n")
        }
    }

    @Test func aCellWithItsOwnInitializerCallsUIKitsOrStopsAsOnIOS() {
        let result = ported(["""
            import UIKit
            final class BadgeCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
                init(badge: String) { super.init(style: .default, reuseIdentifier: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class ModelCell: UICollectionViewCell {
                init(model: Int) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """])
        let lines = result[0].split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 10)  // no line added
        #expect(lines[5] == " required convenience init(registeredFor reuseIdentifier: String) { "
            + "self.init(style: .default, reuseIdentifier: reuseIdentifier) } }")
        #expect(lines[9] == " required convenience init(registeredFor reuseIdentifier: String) { "
            + "fatalError(\"Use of unimplemented initializer 'init(frame:)' for class 'ModelCell'\") } }")
    }

    @Test func theChainGoesThroughTheAppsOwnBaseClassesInOtherFiles() {
        let result = ported([
            "import UIKit\nclass BaseCell: UITableViewCell {}\n",
            "import UIKit\npublic class ProfileCell: BaseCell {\n    public init(user: String) { super.init(style: .subtitle, reuseIdentifier: nil) }\n"
                + "    required init?(coder: NSCoder) { nil }\n}\n",
            "import UIKit\nclass PlainCell: BaseCell {\n    var count = 0\n}\nclass Unrelated: NSObject {\n    init(x: Int) {}\n}\n",
        ])
        #expect(result[0] == "import UIKitNames\nclass BaseCell: UITableViewCell {}")  // no initializer: it inherits them all
        #expect(result[1].hasSuffix("\n public required convenience init(registeredFor reuseIdentifier: String) { "
            + "fatalError(\"Use of unimplemented initializer 'init(style:reuseIdentifier:)' for class 'ProfileCell'\") } }"))
        #expect(!result[2].contains("registeredFor"))
    }
}
