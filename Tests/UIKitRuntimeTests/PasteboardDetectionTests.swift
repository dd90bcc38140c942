import Foundation
import Testing
@testable import AutoLayout
@testable import UIKitRuntime

/// Pasteboards made by name, objects stored by their types, and patterns detected in the items.
@Suite struct PasteboardDetectionTests {
    @Test func pasteboardsOfOneNameShareTheirItemsForTheProcess() {
        let name = "PasteboardDetectionTests." + UUID().uuidString
        #expect(Pasteboard(name: name, create: false) == nil)
        let first = Pasteboard(name: name, create: true), second = Pasteboard(name: name, create: false)
        first?.string = "shared"
        #expect(second?.string == "shared" && second?.name == name && second?.changeCount == 1)
        #expect(Pasteboard.named(name, create: false)?.string == "shared")
        Pasteboard.remove(withName: name)
        #expect(Pasteboard(name: name, create: false) == nil)
    }

    @Test func objectsAreStoredUnderTheirOwnTypes() {
        let board = Pasteboard.withUniqueName()
        let url = URL(string: "https://example.com")!
        let (_, diagnostics) = LayoutDiagnostics.collect { board.setObjects(["text", url, Color.red, 42]) }
        #expect(board.numberOfItems == 3 && board.strings == ["text"] && board.urls == [url] && board.color == .red)
        #expect(diagnostics.map(\.message) == [
            "setObjects(_:) was given a Int, which a pasteboard does not hold (strings, URLs, images, colours and "
                + "data); it is left out",
        ])
        board.setObjects([Data([1, 2])], localOnly: true, expirationDate: nil)
        #expect(board.data(forPasteboardType: "public.data") == Data([1, 2]))
    }

    @Test func patternsAreDetectedFromTheItemsAsTheyAre() async throws {
        let board = Pasteboard.withUniqueName(), all: Set<Pasteboard.DetectionPattern> = [.probableWebURL, .probableWebSearch, .number]
        board.strings = ["example.com/page", "1,234.5", "swift layout engines", "https://swift.org"]
        #expect(try await board.detectedPatterns(for: all) == [.probableWebURL])
        let values = try await board.detectedValues(for: all, inItemSet: nil)
        #expect(values.count == 4)
        #expect(values[0][.probableWebURL] as? String == "example.com/page")
        #expect(values[1][.number] as? Double == 1234.5 && values[1].count == 1)
        #expect(values[2][.probableWebSearch] as? String == "swift layout engines" && values[2].count == 1)
        #expect(values[3].keys.map(\.rawValue) == [Pasteboard.DetectionPattern.probableWebURL.rawValue])
        // Only the patterns asked for.
        var answered: Set<Pasteboard.DetectionPattern>?
        board.detectPatterns(for: [.number], inItemSet: IndexSet([1, 2])) { result in
            answered = (try? result.get())?.reduce(into: Set()) { $0.formUnion($1) }
        }
        #expect(answered == [.number])
        board.url = URL(string: "http://localhost:8080")!
        var found: [Pasteboard.DetectionPattern: Any] = [:]
        board.detectValues(for: all) { found = (try? $0.get()) ?? [:] }
        #expect(found[.probableWebURL] as? String == "http://localhost:8080")
    }

    @Test func theTypeListsAreSettableAndReadByTheProperties() {
        let board = Pasteboard.withUniqueName()
        board.setValue("plain", forPasteboardType: "public.custom-text")
        #expect(board.string == nil && Pasteboard.typeAutomatic == "com.apple.uikit.type-automatic")
        let saved = Pasteboard.typeListString
        Pasteboard.typeListString = saved + ["public.custom-text"]
        #expect(board.string == "plain")
        Pasteboard.typeListString = saved
    }
}
