import Foundation
import Masonry
import UIKitRuntime

/// Bacony Labels' root: after a layout it narrows the long label to end 10 before the short one,
/// then lays out again (the example's `layoutSubviews`).
final class BaconyView: View {
    let longLabel = Label(), shortLabel = Label()

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = shortLabel.frame.minX - 10 - longLabel.frame.minX
        if width > 0 && width != longLabel.preferredMaxLayoutWidth {
            longLabel.preferredMaxLayoutWidth = width
            super.layoutSubviews()
        }
    }
}

extension Examples {
    /// 9. A long wrapping label beside a short one, top of the short on the long one's last baseline.
    static func baconyLabels(_ size: CGSize) -> ExampleScreen {
        let superview = BaconyView(frame: CGRect(origin: .zero, size: size))
        superview.mas.key = "superview"
        superview.backgroundColor = .white
        let long = superview.longLabel, short = superview.shortLabel
        long.mas.key = "longLabel"
        long.numberOfLines = 8
        long.text = "Bacon ipsum dolor sit amet spare ribs fatback kielbasa salami, tri-tip jowl pastrami flank short loin rump sirloin. Tenderloin jowl strip steak."
        long.backgroundColor = .orange
        short.mas.key = "shortLabel"
        short.text = "Bacon"
        short.backgroundColor = .purple
        superview.addSubview(long)
        superview.addSubview(short)
        let padding: CGFloat = 10
        long.mas.makeConstraints { make in
            make.left.equalTo(superview.mas.left).insets(EdgeInsets(all: padding))
            make.top.equalTo(superview.mas.top).insets(EdgeInsets(all: padding))
        }
        short.mas.makeConstraints { make in
            make.top.equalTo(long.mas.lastBaseline)
            make.right.equalTo(superview.mas.right).insets(EdgeInsets(all: padding))
        }
        return ExampleScreen(title: "Bacony Labels", states: [state("initial", superview)])
    }

    /// 10. A scroll view whose content height comes from a chain of ten views.
    static func scrollView(_ size: CGSize) -> ExampleScreen {
        let superview = makeRoot(size)
        let scroll = ScrollView()
        scroll.mas.key = "scrollView"
        scroll.backgroundColor = .gray
        superview.addSubview(scroll)
        scroll.mas.makeConstraints { make in make.edges.equalTo(superview) }
        let content = addView("contentView", .white, to: scroll)
        content.mas.makeConstraints { make in
            make.edges.equalTo(scroll)
            make.width.equalTo(scroll)
        }
        var last: View?
        for index in 0..<10 {
            let view = addView("view\(index)", Color.stable(for: "scroll\(index)"), to: content)
            view.mas.makeConstraints { make in
                make.top.equalTo(last.map { $0.mas.bottom } ?? content.mas.top)
                make.left.equalTo(0)
                make.width.equalTo(content.mas.width)
                make.height.equalTo(25 * (index + 1))
            }
            last = view
        }
        content.mas.makeConstraints { make in make.bottom.equalTo(last!.mas.bottom) }
        let first = state("top", superview)
        let note = "contentSize \(formatted(scroll.contentSize))"
        return ExampleScreen(title: "UIScrollView", states: [
            ExampleState(name: first.name, frames: first.frames, diagnostics: first.diagnostics, svg: first.svg,
                         ascii: first.ascii, json: first.json, constraints: first.constraints, note: note, png: first.png),
            state("scrolled to view7", superview, note: note) { scroll.contentOffset = CGPoint(x: 0, y: 700) },
        ])
    }

    /// 11. Three buttons whose baselines follow the centre, raised or lowered by 10 per tap.
    static func array(_ size: CGSize) -> ExampleScreen {
        let superview = makeRoot(size)
        func button(_ title: String) -> Button {
            let button = Button()
            button.title = title
            button.mas.key = title.lowercased()
            button.backgroundColor = .yellow
            superview.addSubview(button)
            return button
        }
        let raise = button("Raise"), center = button("Center"), lower = button("Lower")
        lower.mas.makeConstraints { make in make.left.equalTo(superview).offset(10) }
        center.mas.makeConstraints { make in make.centerX.equalTo(superview) }
        raise.mas.makeConstraints { make in make.right.equalTo(superview).offset(-10) }
        var offset: CGFloat = 0
        let buttons = [raise, lower, center]
        func update() {
            buttons.mas.updateConstraints { make in make.baseline.equalTo(superview.mas.centerY).offset(offset) }
        }
        return ExampleScreen(title: "Array", states: [
            state("centred", superview, update),
            animatedState("raised 10", superview, duration: 0.2) { offset -= 10; update() },
            animatedState("raised 20", superview, duration: 0.2) { offset -= 10; update() },
            animatedState("centred again", superview, duration: 0.2) { offset = 0; update() },
            animatedState("lowered 10", superview, duration: 0.2) { offset += 10; update() },
        ])
    }

    /// 12. Basic again, with chained attributes and insets.
    static func attributeChaining(_ size: CGSize) -> ExampleScreen {
        let superview = makeRoot(size)
        let green = addView("green", .green, to: superview)
        let red = addView("red", .red, to: superview)
        let blue = addView("blue", .blue, to: superview)
        let padding = EdgeInsets(top: 15, left: 10, bottom: 15, right: 10)
        green.mas.makeConstraints { make in
            make.top.and.left.equalTo(superview).insets(padding)
            make.bottom.equalTo(blue.mas.top).insets(padding)
            make.right.equalTo(red.mas.left).insets(padding)
            make.width.equalTo(red.mas.width)
            make.height.equalTo([red, blue] as [any ConstraintTarget])
        }
        red.mas.makeConstraints { make in
            make.top.and.right.equalTo(superview).insets(padding)
            make.left.equalTo(green.mas.right).insets(padding)
            make.bottom.equalTo(blue.mas.top).insets(padding)
            make.width.equalTo(green.mas.width)
            make.height.equalTo([green, blue] as [any ConstraintTarget])
        }
        blue.mas.makeConstraints { make in
            make.top.equalTo(green.mas.bottom).insets(padding)
            make.left.right.and.bottom.equalTo(superview).insets(padding)
            make.height.equalTo([green, red] as [any ConstraintTarget])
        }
        return ExampleScreen(title: "Attribute Chaining", states: [state("initial", superview)])
    }

    /// 13. Ten sibling views, each pinned to the previous one's margins (5, 10, 15, 20).
    static func margins(_ size: CGSize) -> ExampleScreen {
        let superview = makeRoot(size)
        superview.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
        var previous = superview
        for index in 1...10 {
            let view = addView("view\(index)", Color.stable(for: "margins\(index)"), to: superview)
            view.layoutMargins = EdgeInsets(top: 5, left: 10, bottom: 15, right: 20)
            view.mas.makeConstraints { make in
                make.top.equalTo(previous.mas.topMargin)
                make.bottom.equalTo(previous.mas.bottomMargin)
                make.left.equalTo(previous.mas.leftMargin)
                make.right.equalTo(previous.mas.rightMargin)
            }
            previous = view
        }
        return ExampleScreen(title: "Margins", states: [state("initial", superview)])
    }

    /// 14. Four views distributed four ways (the app picks one at random; all four are states here).
    static func viewsDistribute(_ size: CGSize) -> ExampleScreen {
        func distribute(_ name: String, _ body: ([View], View) -> Void) -> ExampleState {
            let superview = makeRoot(size)
            let views = (0..<4).map { addView("view\($0)", Color.stable(for: "distribute\($0)"), to: superview) }
            return state(name, superview) { body(views, superview) }
        }
        return ExampleScreen(title: "Views Distribute", states: [
            distribute("horizontal, fixed spacing 20") { views, _ in
                views.mas.distributeViews(along: .horizontal, fixedSpacing: 20, leadSpacing: 5, tailSpacing: 5)
                views.mas.makeConstraints { make in
                    make.top.equalTo(60)
                    make.height.equalTo(60)
                }
            },
            distribute("vertical, fixed spacing 20") { views, _ in
                views.mas.distributeViews(along: .vertical, fixedSpacing: 20, leadSpacing: 5, tailSpacing: 5)
                views.mas.makeConstraints { make in
                    make.left.equalTo(0)
                    make.width.equalTo(60)
                }
            },
            distribute("horizontal, fixed length 30") { views, _ in
                views.mas.distributeViews(along: .horizontal, fixedItemLength: 30, leadSpacing: 200, tailSpacing: 30)
                views.mas.makeConstraints { make in
                    make.top.equalTo(60)
                    make.height.equalTo(60)
                }
            },
            distribute("vertical, fixed length 30") { views, _ in
                views.mas.distributeViews(along: .vertical, fixedItemLength: 30, leadSpacing: 30, tailSpacing: 200)
                views.mas.makeConstraints { make in
                    make.left.equalTo(0)
                    make.width.equalTo(60)
                }
            },
        ])
    }

    /// 15. Bars under the top layout guide and over the bottom one (status, navigation and tab bars).
    static func layoutGuides(_ size: CGSize) -> ExampleScreen {
        let controller = ViewController()
        let superview: View = controller.view
        superview.frame = CGRect(origin: .zero, size: size)
        superview.backgroundColor = .white
        controller.topLayoutSupportGuide.length = 64
        controller.bottomLayoutSupportGuide.length = 49
        let topView = addView("topView", .red, to: superview)
        let topSubview = addView("topSubview", .blue, to: topView)
        let bottomView = addView("bottomView", .green, to: superview)
        topView.mas.makeConstraints { make in
            make.top.equalTo(controller.mas.topLayoutGuide)
            make.left.right.equalTo(superview)
            make.height.equalTo(40)
        }
        topSubview.mas.makeConstraints { make in
            make.top.equalTo(controller.mas.topLayoutGuide)
            make.centerX.equalTo(0)
            make.width.height.equalTo(20)
        }
        bottomView.mas.makeConstraints { make in
            make.bottom.equalTo(controller.mas.bottomLayoutGuide)
            make.left.right.equalTo(superview)
            make.height.equalTo(40)
        }
        return ExampleScreen(title: "Layout Guides", states: [state("top 64, bottom 49", superview)])
    }

    /// 16. Nine 50×50 labels at the corners, edge centres and centre of the safe area.
    static func safeAreaLayoutGuides(_ size: CGSize) -> ExampleScreen {
        let superview = makeRoot(size)
        superview.additionalSafeAreaInsets = EdgeInsets(top: 44, left: 20, bottom: 34, right: 20)
        let guide = superview.mas
        func label(_ text: String, _ body: (ConstraintMaker) -> Void) {
            let label = Label()
            label.text = text
            label.mas.key = text
            label.backgroundColor = .yellow
            superview.addSubview(label)
            label.mas.makeConstraints { make in
                make.size.equalTo(CGSize(width: 50, height: 50))
                body(make)
            }
        }
        label("LY") { make in make.left.centerY.equalTo(guide.safeAreaLayoutGuide) }
        label("RY") { make in make.right.centerY.equalTo(guide.safeAreaLayoutGuide) }
        label("TX") { make in make.top.centerX.equalTo(guide.safeAreaLayoutGuide) }
        label("BX") { make in make.bottom.centerX.equalTo(guide.safeAreaLayoutGuide) }
        label("LT") { make in make.left.top.equalTo(guide.safeAreaLayoutGuide) }
        label("RT") { make in
            make.right.equalTo(guide.safeAreaLayoutGuideRight)
            make.top.equalTo(guide.safeAreaLayoutGuideTop)
        }
        label("LB") { make in
            make.left.equalTo(guide.safeAreaLayoutGuideLeft)
            make.bottom.equalTo(guide.safeAreaLayoutGuideBottom)
        }
        label("RB") { make in make.right.bottom.equalTo(guide.safeAreaLayoutGuide) }
        label("XY") { make in make.center.equalTo(guide.safeAreaLayoutGuide) }
        return ExampleScreen(title: "Safe Area Layout Guides", states: [state("insets 44, 20, 34, 20", superview)])
    }
}

/// `320 × 610`.
func formatted(_ size: CGSize) -> String {
    String(format: "%g × %g", Double(size.width), Double(size.height))
}
