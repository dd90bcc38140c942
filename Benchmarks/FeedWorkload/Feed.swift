/// FEED(N): a column of social-feed cells built with the DSL, and the same frames computed by
/// hand — the workload of the scale benchmarks (`feed-bench`) and their frame test.

import Foundation
import Masonry
import UIKitRuntime

/// The views of one cell.
public struct FeedCell {
    public let cell: View
    public let avatar: View
    public let name: Label
    public let timestamp: Label
    public let body: Label
    public let buttons: [Button]

    /// Every view of the cell, the cell first, in a fixed order (for comparing frames).
    public var views: [View] { [cell, avatar, name, timestamp, body] + buttons }
}

/// The feed's text, a pure function of the cell's index.
public enum FeedText {
    static let sentences = [
        "Layout engines turn relations into rectangles.",
        "The solver keeps every constraint it can and reports the rest.",
        "Priorities decide which wish gives way first.",
        "A label wraps its words to the width it is given.",
        "Stacks of cells are the commonest layout there is.",
        "Nothing here needs a screen to be measured.",
    ]

    public static func name(_ index: Int) -> String { "Person \(index)" }
    public static func timestamp(_ index: Int) -> String { "\(index % 59 + 1)m" }

    /// One to six sentences.
    public static func body(_ index: Int) -> String {
        let count = (index * 7 + 3) % 6 + 1
        return (0..<count).map { sentences[(index + $0) % sentences.count] }.joined(separator: " ")
    }
}

/// Builds FEED(N) under a root of the given width, entirely with the DSL.
public struct Feed {
    public let root: View
    public private(set) var cells: [FeedCell] = []

    public init(count: Int, width: CGFloat = 375) {
        root = View(frame: CGRect(x: 0, y: 0, width: width, height: 1000))
        var previous: View?
        for index in 0..<count {
            let cell = Feed.makeCell(index)
            root.addSubview(cell.cell)
            cell.cell.mas.makeConstraints { make in
                make.top.equalTo(previous.map { $0.mas.bottom } ?? root.mas.top).offset(previous == nil ? 0 : 1)
                make.left.right.equalTo(root)
            }
            previous = cell.cell
            cells.append(cell)
        }
    }

    /// One cell and its content's constraints (not its place in the column).
    public static func makeCell(_ index: Int) -> FeedCell {
        let cell = View(), avatar = View(), name = Label(), timestamp = Label(), body = Label()
        let buttons = ["Like", "Reply", "Share"].map { title -> Button in
            let button = Button()
            button.title = title
            return button
        }
        name.text = FeedText.name(index)
        timestamp.text = FeedText.timestamp(index)
        timestamp.font = Font(pointSize: 13)
        timestamp.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        body.text = FeedText.body(index)
        body.numberOfLines = 0
        for view in [avatar, name, timestamp, body] + buttons { cell.addSubview(view) }
        avatar.mas.makeConstraints { make in
            make.top.leading.equalTo(cell).offset(8)
            make.size.equalTo(CGSize(width: 50, height: 50))
        }
        name.mas.makeConstraints { make in
            make.leading.equalTo(avatar.mas.trailing).offset(8)
            make.top.equalTo(avatar)
            make.trailing.equalTo(timestamp.mas.leading).offset(-8)
        }
        timestamp.mas.makeConstraints { make in
            make.trailing.equalTo(cell).offset(-8)
            make.baseline.equalTo(name)
        }
        body.mas.makeConstraints { make in
            make.top.equalTo(avatar.mas.bottom).offset(8)
            make.leading.equalTo(cell).offset(8)
            make.trailing.equalTo(cell).offset(-8)
        }
        buttons.mas.distributeViews(along: .horizontal, fixedSpacing: 8, leadSpacing: 8, tailSpacing: 8)
        buttons.mas.makeConstraints { make in make.top.equalTo(body.mas.bottom).offset(8) }
        cell.mas.makeConstraints { make in make.bottom.equalTo(buttons[0].mas.bottom).offset(8) }
        return FeedCell(cell: cell, avatar: avatar, name: name, timestamp: timestamp, body: body, buttons: buttons)
    }
}

/// The frames FEED(N) must have, by hand-written arithmetic: the floor any engine is measured
/// against. Text is measured with the same `Font` metrics the labels use.
public enum ManualFeed {
    /// Each cell's frames in `FeedCell.views` order, relative to their superviews.
    public static func frames(count: Int, width: CGFloat = 375) -> [[CGRect]] {
        var result: [[CGRect]] = []
        result.reserveCapacity(count)
        var top: CGFloat = 0
        for index in 0..<count {
            let frames = cellFrames(index, width: width, top: top)
            top = frames[0].maxY + 1
            result.append(frames)
        }
        return result
    }

    /// The largest coordinate difference between the feed's frames and `expected`.
    public static func difference(_ feed: Feed, _ expected: [[CGRect]]) -> CGFloat {
        var worst: CGFloat = 0
        for (cell, frames) in zip(feed.cells, expected) {
            for (view, frame) in zip(cell.views, frames) {
                let actual = view.frame
                worst = max(worst, abs(actual.minX - frame.minX), abs(actual.minY - frame.minY),
                            abs(actual.width - frame.width), abs(actual.height - frame.height))
            }
        }
        return worst
    }

    /// One cell's frames, the cell at `top`.
    public static func cellFrames(_ index: Int, width: CGFloat, top: CGFloat) -> [CGRect] {
        let nameFont = Font(), stampFont = Font(pointSize: 13), buttonFont = Font()
        let avatar = CGRect(x: 8, y: 8, width: 50, height: 50)
        let stampSize = CGSize(width: stampFont.width(of: Substring(FeedText.timestamp(index))).rounded(.up),
                               height: stampFont.lineHeight.rounded(.up))
        let stampX = width - 8 - stampSize.width
        let name = CGRect(x: avatar.maxX + 8, y: avatar.minY, width: stampX - 8 - (avatar.maxX + 8),
                          height: nameFont.lineHeight.rounded(.up))
        let stamp = CGRect(x: stampX, y: name.minY + nameFont.ascender - stampFont.ascender,
                           width: stampSize.width, height: stampSize.height)
        let bodyWidth = width - 16
        let lines = nameFont.lines(of: FeedText.body(index), width: bodyWidth).count
        let body = CGRect(x: 8, y: avatar.maxY + 8, width: bodyWidth,
                          height: (CGFloat(lines) * nameFont.lineHeight).rounded(.up))
        let buttonWidth = (width - 16 - 16) / 3
        let buttonHeight = (buttonFont.lineHeight + 12).rounded(.up)
        let buttons = (0..<3).map { k in
            CGRect(x: 8 + CGFloat(k) * (buttonWidth + 8), y: body.maxY + 8, width: buttonWidth, height: buttonHeight)
        }
        let cell = CGRect(x: 0, y: top, width: width, height: buttons[0].maxY + 8)
        return [cell, avatar, name, stamp, body] + buttons
    }
}
