import Testing
@testable import MasonryPort

/// The dispatch the port generates: a switch on selector names per class and file, and the
/// module's selector function registering it.
@Suite struct DispatchGenerationTests {
    @Test func eachClassGetsASwitchCallingItsMethodsWithTheirParameterTypes() {
        let result = Porter(moduleName: "AppTests").port([PortSource(path: "/app/Login.swift", text: """
            class LoginView: UIView {
                @objc private func didTap() {}
                @IBAction func save(_ sender: UIButton!, forEvent event: UIEvent) throws {}
                #if DEBUG
                @objc func debugTap() {}
                #else
                @objc func releaseTap() {}
                #endif
                static func make() {}
            }
            """)])
        let generated = result.files[0].text.components(separatedBy: "#sourceLocation()\n")[1]
        #expect(generated == """
            import UIKitNames
            #if canImport(FoundationNetworking)
            import FoundationNetworking
            #endif
            @_spi(MasonryPort) import enum UIKitRuntime.SelectorDispatch

            // Selector dispatch for the methods above.
            extension LoginView {
                static func __masonryPortPerform0_0(_ object: AnyObject, _ name: String, _ arguments: [Any?]?) -> Bool {
                    guard let target = object as? LoginView else { return false }
                    switch name {
                    case "didTap":
                        if arguments != nil { target.didTap() }
                    case "save:forEvent:":
                        if let arguments, let a0 = SelectorDispatch.argument(arguments, 0, as: (UIButton?).self, for: name), let a1 = SelectorDispatch.argument(arguments, 1, as: (UIEvent).self, for: name) { _ = try? target.save(a0, forEvent: a1) }
                    #if (DEBUG)
                    case "debugTap":
                        if arguments != nil { target.debugTap() }
                    #endif
                    #if !(DEBUG)
                    case "releaseTap":
                        if arguments != nil { target.releaseTap() }
                    #endif
                    default:
                        return false
                    }
                    return true
                }
            }
            let __masonryPortFile0: SelectorDispatch.Dispatcher = { object, name, arguments in
                LoginView.__masonryPortPerform0_0(object, name, arguments)
            }

            """)
        #expect(result.dispatch.contains("SelectorDispatch.register(\"AppTests\", __masonryPortDispatch)"))
        #expect(result.dispatch.contains("    __masonryPortFile0(object, name, arguments)\n}"))
    }

    @Test func aFileWithoutSelectorMethodsGetsNoDispatchAndTheModuleAsksNone() {
        let result = Porter(moduleName: "Plain").port([PortSource(path: "/app/Plain.swift", text: "let x = 1\n")])
        #expect(result.files[0].text
                == "#sourceLocation(file: \"/app/Plain.swift\", line: 1)\nlet x = 1\n#sourceLocation()\nimport UIKitNames\n"
                + "#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n")
        #expect(result.dispatch.contains("SelectorDispatch.Dispatcher = { object, name, arguments in\n    false\n}"))
    }

    @Test func aDeprecatedMethodIsDispatchedOnlyWhenASelectorNamesIt() {
        // Calling a deprecated method from the dispatch would warn where the app's code does not.
        let sources = [
            PortSource(path: "/app/A.swift", text: """
                class Panel: UIView {
                    @objc @available(*, deprecated, renamed: "open") func show() {}
                    @objc @available(*, deprecated) func hide() {}
                    @objc func open() {}
                }
                """),
            PortSource(path: "/app/B.swift", text: "let hiding = #selector(Panel.hide)"),
        ]
        let generated = Porter(moduleName: "AppTests").port(sources).files[0].text
        #expect(generated.contains("case \"hide\":") && generated.contains("case \"open\":"))
        #expect(!generated.contains("case \"show\":"))
    }
}
