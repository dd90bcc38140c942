import Testing
@testable import MasonryPort

/// The setters the port generates for nibs: a switch on keys per class and file assigning
/// `@IBOutlet` and `@IBInspectable` properties, and the class announcing the module.
@Suite struct OutletSetterGenerationTests {
    @Test func eachSettablePropertyANibConnectsGetsACase() {
        let result = Porter(moduleName: "AppTests").port([PortSource(path: "/app/Profile.swift", text: """
            class ProfileView: UIView {
                @IBOutlet private weak var name: UILabel!
                @IBOutlet var stats: [UILabel]! { didSet { stats.forEach { $0.text = nil } } }
                @IBInspectable var radius = 4.0
                @IBInspectable var computed: Int { 1 }
                #if DEBUG
                @IBOutlet weak var debugBadge: UIView?
                #endif
                @IBOutlet let fixed = UIView()
                var plain: UILabel?
            }
            """)])
        let generated = result.files[0].text.components(separatedBy: "#sourceLocation()\n")[1]
        #expect(generated == """
            import UIKitNames
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            @_spi(MasonryPort) import enum UIKitRuntime.KeyValueDispatch

            // Outlet and inspectable setters for the properties above.
            extension ProfileView {
                static func __masonryPortSet0_0(_ object: AnyObject, _ key: String, _ value: Any?) -> Bool {
                    guard let target = object as? ProfileView else { return false }
                    switch key {
                    case "name":
                        if let value = KeyValueDispatch.value(value, as: Swift.type(of: target.name)) { target.name = value }
                    case "stats":
                        if let value = KeyValueDispatch.value(value, as: Swift.type(of: target.stats)) { target.stats = value }
                    case "radius":
                        if let value = KeyValueDispatch.value(value, as: Swift.type(of: target.radius)) { target.radius = value }
                    #if (DEBUG)
                    case "debugBadge":
                        if let value = KeyValueDispatch.value(value, as: Swift.type(of: target.debugBadge)) { target.debugBadge = value }
                    #endif
                    default:
                        return false
                    }
                    return true
                }
            }
            let __masonryPortKeyValuesFile0: KeyValueDispatch.Setter = { object, key, value in
                ProfileView.__masonryPortSet0_0(object, key, value)
            }

            """)
        #expect(result.dispatch.contains("KeyValueDispatch.register(\"AppTests\", __masonryPortKeyValues)"))
        #expect(result.dispatch.contains("final class __MasonryPortModule: PortedModule {"))
        #expect(result.dispatch.contains("    __masonryPortKeyValuesFile0(object, key, value)\n}"))
    }

    @Test func aModuleWithoutOutletsStillAnnouncesItselfWithASetterFindingNone() {
        let result = Porter(moduleName: "Plain").port([PortSource(path: "/app/Plain.swift", text: "let x = 1\n")])
        #expect(result.dispatch.contains("KeyValueDispatch.Setter = { object, key, value in\n    false\n}"))
        #expect(result.dispatch.contains("SelectorDispatch.register(\"Plain\", __masonryPortDispatch)"))
    }
}
