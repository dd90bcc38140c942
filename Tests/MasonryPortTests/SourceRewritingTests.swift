import Foundation
import Testing
@testable import MasonryPort

/// What the port does to a file: imports, attributes, selectors and previews, line for line.
@Suite struct SourceRewritingTests {
    private func port(_ text: String, path: String = "/app/LoginView.swift", modules: Set<String> = []) -> PortResult {
        Porter(moduleName: "AppTests", availableModules: modules).port([PortSource(path: path, text: text)])
    }

    /// The ported text between the opening `#sourceLocation` and the closing one.
    private func body(_ result: PortResult) -> String {
        let text = result.files[0].text
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let end = lines.firstIndex(of: "#sourceLocation()")!
        return lines[1..<end].joined(separator: "\n")
    }

    @Test func importsOfUIKitAndSnapKitBecomeTheirNamesOnlyAndOthersAreReported() {
        let result = port("""
            import UIKit
            import SnapKit
            import Foundation
            import MastodonAsset
            @testable import AppCore
            """, modules: ["AppCore"])
        #expect(result.files[0].text.hasPrefix("#sourceLocation(file: \"/app/LoginView.swift\", line: 1)\n"))
        #expect(body(result) == """
            import UIKitNames
            import MasonrySnapKit
            import Foundation
            #warning("import of MastodonAsset removed: there is no such module here; declare the names the file uses from it in a file of the test target")
            @testable import AppCore
            """)
        #expect(result.diagnostics.map(\.description) == [
            "/app/LoginView.swift:4:1: warning: import of MastodonAsset removed: there is no such module here; "
                + "declare the names the file uses from it in a file of the test target",
        ])
    }

    @Test func objectiveCAndInterfaceBuilderAttributesGoAndTheirDeclarationsStayInPlace() {
        let original = """
            @objcMembers class Box: NSObject {
                @IBOutlet weak var label: UILabel!
                @objc dynamic var count = 0
                @objc(tapWith:) func tap(_ sender: Any) {}
                @IBAction func save(_ sender: UIButton) {}
            }
            """
        // Each attribute (and `dynamic`) is blanked where it was: columns and lines are the original's.
        var expected = original
        for removed in ["@objcMembers", "@IBOutlet", "@objc(tapWith:)", "@objc", "dynamic", "@IBAction"] {
            expected = expected.replacingOccurrences(of: removed, with: String(repeating: " ", count: removed.count))
        }
        #expect(body(port(original)) == expected)
    }

    @Test func selectorsBecomeTheModulesSelectorFunctionWithTheirObjectiveCNames() {
        let result = port("""
            final class LoginView: UIView {
                func wire(_ button: UIButton) {
                    button.addTarget(self, action: #selector(didTap), for: .touchUpInside)
                    button.addTarget(self, action: #selector(handle(gesture:)), for: .touchUpInside)
                    button.addTarget(self, action: #selector(LoginView.didTap(_:)), for: .touchUpInside)
                    _ = #selector(getter: title)
                    _ = Selector("refresh:")
                    _ = #selector(endEditing)
                }
                @objc private func didTap(_ sender: UIButton) {}
                @objc func handle(gesture: UITapGestureRecognizer) {}
            }
            """)
        let lines = body(result).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines[2] == "button.addTarget(self, action: __masonryPortSelector(\"didTap:\"), for: .touchUpInside)")
        #expect(lines[3] == "button.addTarget(self, action: __masonryPortSelector(\"handleWithGesture:\"), for: .touchUpInside)")
        #expect(lines[4] == "button.addTarget(self, action: __masonryPortSelector(\"didTap:\"), for: .touchUpInside)")
        #expect(lines[5] == "_ = __masonryPortSelector(\"title\")")
        #expect(lines[6] == "_ = __masonryPortSelector(\"refresh:\")")
        #expect(lines[7] == "_ = __masonryPortSelector(\"endEditing:\")")
        #expect(result.diagnostics.isEmpty)
    }

    @Test func previewsAndUIKitConditionsArePorted() {
        let result = port("""
            #if canImport(UIKit)
            import UIKit
            #endif
            #Preview {
                LoginView()
            }
            struct LoginView_Previews: PreviewProvider {
                static var previews: some View { Text("") }
            }
            let after = 1
            """)
        // The preview's three lines and the provider's three stay as empty lines.
        #expect(body(result) == "#if canImport(UIKitLayout)\nimport UIKitNames\n#endif\n\n\n\n\n\n\nlet after = 1")
    }

    @Test func iOSConditionsHoldHereInTheFileAndInItsDispatch() {
        let result = port("""
            final class Pad: UIView {
                #if os(iOS) || os(tvOS)
                @objc func tap() {}
                #elseif canImport(UIKit)
                @objc func press() {}
                #endif
                func run() { if os(iOS) {} }
            }
            """)
        // Padded to the original's width; a call outside a condition (an app's own `os`) is left alone.
        #expect(body(result).split(separator: "\n")[1] == "    #if true    || os(tvOS)")
        #expect(body(result).split(separator: "\n")[3] == "    #elseif canImport(UIKitLayout)")
        #expect(body(result).split(separator: "\n")[6] == "    func run() { if os(iOS) {} }")
        #expect(result.files[0].text.contains("        #if (true || os(tvOS))\n        case \"tap\":"))
        #expect(result.files[0].text.contains("        #if !(true || os(tvOS)) && (canImport(UIKitLayout))\n        case \"press\":"))
    }

    @Test func aLeadingCommentGivesWayToTheDirectiveSoThatLineNumbersAreTheOriginals() {
        let result = port("//\n//  LoginView.swift\nimport UIKit\n")
        // The copy's line 2 is the original's line 2: the directive replaced the first line, a comment.
        #expect(result.files[0].text.hasPrefix(
            "#sourceLocation(file: \"/app/LoginView.swift\", line: 2)\n//  LoginView.swift\nimport UIKitNames\n"))
        // A file opening with code keeps it: the directive goes before it.
        #expect(port("import UIKit\n").files[0].text.hasPrefix(
            "#sourceLocation(file: \"/app/LoginView.swift\", line: 1)\nimport UIKitNames\n"))
        // Every copy imports UIKitNames (UIKit's names only) after its last line, for files that had UIKit from elsewhere.
        // URLSession and URLRequest, Foundation's on Apple's platforms, are FoundationNetworking's on Linux.
        #expect(port("let x = 1\n").files[0].text.hasSuffix("#sourceLocation()\nimport UIKitNames\n"
            + "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"))
    }

    @Test func whatCannotBeRewrittenIsReportedWhereItIs() {
        let result = port("""
            @objc protocol PickerDelegate {
                @objc optional func pickerDidFinish()
            }
            """)
        #expect(result.diagnostics.map(\.description) == [
            "/app/LoginView.swift:2:11: error: an optional protocol requirement needs the Objective-C runtime: "
                + "make it required with a default implementation in a protocol extension, and call it without `?`",
        ])
    }
}
