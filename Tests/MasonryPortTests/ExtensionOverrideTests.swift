import Foundation
import Testing
@testable import MasonryPort

/// Overrides in extensions, which only Objective-C's dispatch allows: renamed, and reached from
/// the method they override.
@Suite struct ExtensionOverrideTests {
    private func port(_ text: String) -> PortResult {
        Porter(moduleName: "AppTests").port([PortSource(path: "/app/Helpers.swift", text: text)])
    }

    /// The ported lines between the opening `#sourceLocation` and the closing one.
    private func lines(_ result: PortResult) -> [String] {
        let lines = result.files[0].text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        return Array(lines[1..<lines.firstIndex(of: "#sourceLocation()")!])
    }

    @Test func anOverrideIsRenamedAndTheOverriddenMethodCallsItFirst() {
        let result = port("""
            extension UIView {
                @objc @discardableResult func subviews(_ views: [UIView], animated flag: Bool) -> UIView {
                    return self
                }
            }
            extension UITableViewCell {
                @available(*, deprecated) override func subviews(_ views: [UIView], animated flag: Bool) -> UIView {
                    contentView
                }
            }
            """)
        let cast = "__masonryPortOverrideCast(self, to: UITableViewCell.self)"
        let renamed = "__masonryPortOverride_UITableViewCell_subviews"
        // On the method's first line, so that every other line keeps its number.
        #expect(lines(result)[1] == "          @discardableResult func subviews(_ views: [UIView], animated flag: Bool) -> UIView { "
            + "if let __masonryPortSelf = \(cast) { return __masonryPortSelf.\(renamed)(views, animated: flag) }; ")
        // `override` and the availability (which would warn at the call) blanked, the name replaced.
        #expect(lines(result)[6] == "    " + String(repeating: " ", count: 25) + " " + String(repeating: " ", count: 8)
            + " func \(renamed)(_ views: [UIView], animated flag: Bool) -> UIView {")
        #expect(result.files[0].text.contains("private func __masonryPortOverrideCast<T>(_ object: Any, to type: T.Type) -> T? { object as? T }"))
        #expect(result.diagnostics.isEmpty)
    }

    @Test func theMostDerivedReceiverWinsWhenTwoMatch() {
        let result = port("""
            extension UIView { @objc func theme(_ name: String) {} }
            extension UIButton { override func theme(_ name: String) {} }
            extension UIControl { override func theme(_ name: String) {} }
            """)
        // A button is a control too: the control's override is taken only when `self` is not
        // also a button, whichever order the extensions come in.
        let expected = "extension UIView {       func theme(_ name: String) { "
            + "if let __masonryPortSelf = __masonryPortOverrideCast(self, to: UIButton.self), "
            + "!(__masonryPortOverrideCast(self, to: UIControl.self) != nil && __masonryPortOverrideIsSubclass(UIControl.self, of: UIButton.self)) "
            + "{ return __masonryPortSelf.__masonryPortOverride_UIButton_theme(name) }; "
            + "if let __masonryPortSelf = __masonryPortOverrideCast(self, to: UIControl.self), "
            + "!(__masonryPortOverrideCast(self, to: UIButton.self) != nil && __masonryPortOverrideIsSubclass(UIButton.self, of: UIControl.self)) "
            + "{ return __masonryPortSelf.__masonryPortOverride_UIControl_theme(name) }; } }"
        #expect(lines(result)[0] == expected)
    }

    @Test func throwingAsyncAndInoutMethodsAreCalledAsDeclared() {
        let result = port("""
            class Store { func load(into cache: inout [String], _ key: String) async throws -> Int { 0 } }
            extension Cache { override func load(into cache: inout [String], _ key: String) async throws -> Int { 1 } }
            """)
        #expect(lines(result)[0].contains(
            "{ return try await __masonryPortSelf.__masonryPortOverride_Cache_load(into: &cache, key) }; "))
    }

    @Test func aBodyOfOneExpressionReturnsItExplicitlyAfterTheDispatch() {
        let result = port("""
            extension UIView {
                @objc func sv(_ views: [UIView]) -> UIView {
                    subviews(views)
                }
                @objc func abstract() -> UIView { fatalError("subclasses") }
            }
            extension UITableViewCell {
                override func sv(_ views: [UIView]) -> UIView { contentView }
                override func abstract() -> UIView { contentView }
            }
            """)
        #expect(lines(result)[2] == "        return subviews(views)")
        #expect(lines(result)[4].hasSuffix("_abstract() };  fatalError(\"subclasses\") }"))  // never returns: left as it is
    }

    @Test func whatCannotBeDispatchedIsAnErrorAtItsLine() {
        let result = port("""
            extension UIView { @objc func reload() {} }
            extension UITableViewCell {
                override func layoutSubviews() {}
                override func reload() { super.reload() }
            }
            """)
        #expect(result.diagnostics.map(\.description) == [
            "/app/Helpers.swift:3:5: error: layoutSubviews overrides in an extension a method that is not in the ported "
                + "sources (UIKit's own?), which needs the Objective-C runtime: declare the override in the class's body",
            "/app/Helpers.swift:4:5: error: reload overrides in an extension and calls super, which needs the Objective-C "
                + "runtime: declare the override in the class's body",
        ])
        // Nothing is renamed: the compiler's own error stands beside the port's.
        #expect(!result.files[0].text.contains("__masonryPortOverride_"))
    }

    @Test func anOverrideOfUIKitsMethodMovesIntoItsClassInTheSameFile() {
        let result = port("""
            class Card: UIView {
                let title = UILabel()
            }
            extension Card {
                override func layoutSubviews() {
                    super.layoutSubviews()
                    title.frame = bounds
                }
            }
            """)
        #expect(result.diagnostics.isEmpty)
        let text = result.files[0].text
        let body = text.range(of: "class Card: UIView {")!.upperBound
        let moved = text.range(of: "override func layoutSubviews()")!
        let extensionStart = text.range(of: "extension Card {")!
        // Inside the class, before its closing brace and so before the extension, with its own line number.
        #expect(body <= moved.lowerBound && moved.lowerBound < extensionStart.lowerBound)
        #expect(text.contains("#sourceLocation(file: \"/app/Helpers.swift\", line: 5)\n    override func layoutSubviews() {"))
        #expect(text.contains("#sourceLocation(file: \"/app/Helpers.swift\", line: 3)\n}"))
    }
}
