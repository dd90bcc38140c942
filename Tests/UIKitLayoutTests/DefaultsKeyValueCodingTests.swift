import Foundation
import Testing
import UIKitLayout

/// NSObject's key-value coding as app code writes it on defaults, which Foundation on Linux lacks.
@Suite struct DefaultsKeyValueCodingTests {
    @Test func setValueForKeyIsSetForKey() {
        let defaults = UserDefaults(suiteName: "swift-masonry.DefaultsKeyValueCodingTests")!
        defaults.setValue(true, forKey: "DeveloperMode")
        #expect(defaults.bool(forKey: "DeveloperMode"))
        #expect(defaults.value(forKey: "DeveloperMode") as? Bool == true)
        defaults.setValue(nil, forKey: "DeveloperMode")
        #expect(defaults.object(forKey: "DeveloperMode") == nil)
    }
}
