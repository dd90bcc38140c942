import Foundation
import Testing
import AutoLayout
@testable import UIKitRuntime

/// UIKit's `UIPasteboard`, in memory: items by type identifier, the convenience values, change
/// counting and notifications; and the feedback generators, which play nothing and count.
@Suite struct PasteboardTests {
    @Test func aStringCopiedIsPastedAndCounted() {
        let board = Pasteboard.withUniqueName()
        #expect(board.string == nil && !board.hasStrings && board.changeCount == 0)
        board.string = "copied"
        #expect(board.string == "copied")
        #expect(board.types == ["public.utf8-plain-text"])
        #expect(board.data(forPasteboardType: Pasteboard.textType) == Data("copied".utf8))
        board.strings = ["a", "b"]
        #expect(board.numberOfItems == 2 && board.strings == ["a", "b"])
        #expect(board.changeCount == 2)
    }

    @Test func itemsOfSeveralTypesAreReadByType() throws {
        let board = Pasteboard.withUniqueName()
        let url = try #require(URL(string: "https://example.com"))
        board.items = [[Pasteboard.textType: "title"], [Pasteboard.urlType: url, "com.example.note": Data([1, 2])]]
        #expect(board.string == "title" && board.url == url)
        #expect(board.itemSet(withPasteboardTypes: [Pasteboard.urlType]) == IndexSet(integer: 1))
        #expect(board.contains(pasteboardTypes: [Pasteboard.urlType]) == false)  // the first item's types only
        #expect(board.contains(pasteboardTypes: [Pasteboard.urlType], inItemSet: nil))
        #expect(board.data(forPasteboardType: "com.example.note", inItemSet: IndexSet(integer: 1)) == [Data([1, 2])])
        #expect(board.types(forItemSet: IndexSet(integer: 5)) == nil)
        board.addItems([[Pasteboard.colorType: Color.red]])
        #expect(board.color == Color.red && board.numberOfItems == 3)
    }

    @Test func aChangeIsPostedWithTheTypesAddedAndRemoved() {
        let board = Pasteboard.withUniqueName()
        board.string = "old"
        nonisolated(unsafe) var added: [String] = [], removed: [String] = []
        let token = NotificationCenter.default.addObserver(forName: Pasteboard.changedNotification, object: board, queue: nil) {
            added = $0.userInfo?[Pasteboard.changedTypesAddedUserInfoKey] as? [String] ?? []
            removed = $0.userInfo?[Pasteboard.changedTypesRemovedUserInfoKey] as? [String] ?? []
        }
        board.setValue(Data([7]), forPasteboardType: "public.png")
        NotificationCenter.default.removeObserver(token)
        #expect(added == ["public.png"] && removed == ["public.utf8-plain-text"])
    }

    @Test func namedPasteboardsAreFoundUntilRemoved() {
        let name = "com.example.shared-\(UUID().uuidString)"
        #expect(Pasteboard.named(name, create: false) == nil)
        let made = Pasteboard.named(name, create: true)
        #expect(made != nil && Pasteboard.named(name, create: false) === made)
        Pasteboard.remove(withName: name)
        #expect(Pasteboard.named(name, create: false) == nil)
        #expect(Pasteboard.general === Pasteboard.general && !Pasteboard.general.isPersistent)
    }

    @Test @MainActor func feedbackGeneratorsPlayNothingAndCount() {
        let impact = ImpactFeedbackGenerator(style: .heavy)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 1.5)
        #expect(impact.style == .heavy && impact.preparedCount == 1)
        #expect(impact.intensities == [1, 1] && impact.playedCount == 2)
        let notification = NotificationFeedbackGenerator()
        notification.notificationOccurred(.warning)
        #expect(notification.notifications == [.warning])
        let selection = SelectionFeedbackGenerator()
        selection.selectionChanged()
        #expect(selection.playedCount == 1 && ImpactFeedbackGenerator().style == .medium)
    }
}
