import Foundation
import Masonry
import UIKitRuntime

/// Basic's green and red views, side by side above blue (Debugging Helpers repeats them).
func pinGreenAndRed(_ green: View, _ red: View, above blue: View, in superview: View, padding: CGFloat) {
        green.mas.makeConstraints { make in
            make.top.greaterThanOrEqualTo(superview.mas.top).offset(padding)
            make.left.equalTo(superview.mas.left).offset(padding)
            make.bottom.equalTo(blue.mas.top).offset(-padding)
            make.right.equalTo(red.mas.left).offset(-padding)
            make.width.equalTo(red.mas.width)
            make.height.equalTo(red.mas.height)
            make.height.equalTo(blue.mas.height)
        }
        red.mas.makeConstraints { make in
            make.top.equalTo(superview.mas.top).offset(padding)
            make.left.equalTo(green.mas.right).offset(padding)
            make.bottom.equalTo(blue.mas.top).offset(-padding)
            make.right.equalTo(superview.mas.right).offset(-padding)
            make.width.equalTo(green.mas.width)
            make.height.equalTo([green, blue] as [any ConstraintTarget])
        }
}

extension Examples {
    /// 1. Three views sharing the screen: green and red side by side over blue, 10 apart.
    static func basic(_ size: CGSize) -> ExampleScreen {
        let superview = makeRoot(size)
        let green = addView("green", .green, to: superview)
        let red = addView("red", .red, to: superview)
        let blue = addView("blue", .blue, to: superview)
        let padding: CGFloat = 10
        pinGreenAndRed(green, red, above: blue, in: superview, padding: padding)
        blue.mas.makeConstraints { make in
            make.top.equalTo(green.mas.bottom).offset(padding)
            make.left.equalTo(superview.mas.left).offset(padding)
            make.bottom.equalTo(superview.mas.bottom).offset(-padding)
            make.right.equalTo(superview.mas.right).offset(-padding)
            make.height.equalTo([green.mas.height, red.mas.height] as [any ConstraintTarget])
        }
        return ExampleScreen(title: "Basic", states: [state("initial", superview)])
    }

    /// 2. A button that grows ×1.3 per tap through `updateConstraints`, never beyond the screen.
    static func updateConstraints(_ size: CGSize) -> ExampleScreen {
        let superview = makeRoot(size)
        let button = Button()
        button.title = "Grow Me!"
        button.mas.key = "growingButton"
        button.backgroundColor = .yellow
        // The size preferences are at 250, the same level as the title's hugging: a tie, which
        // this engine may settle at the title's height. One point below makes the square grow, as
        // it does on screen in Masonry's app.
        button.setContentHuggingPriority(249, for: .horizontal)
        button.setContentHuggingPriority(249, for: .vertical)
        superview.addSubview(button)
        var buttonSize = CGSize(width: 100, height: 100)
        func update() {
            button.mas.updateConstraints { make in
                make.center.equalTo(superview)
                make.width.equalTo(buttonSize.width).priorityLow()
                make.height.equalTo(buttonSize.height).priorityLow()
                make.width.lessThanOrEqualTo(superview)
                make.height.lessThanOrEqualTo(superview)
            }
        }
        var states = [state("100 × 100", superview, update)]
        for step in 1...4 {
            buttonSize = CGSize(width: buttonSize.width * 1.3, height: buttonSize.height * 1.3)
            states.append(animatedState("grown ×1.3 (\(step))", superview, duration: 0.4, update))
        }
        return ExampleScreen(title: "Update Constraints", states: states)
    }

    /// 3. A button moved between corners by `remakeConstraints`.
    static func remakeConstraints(_ size: CGSize) -> ExampleScreen {
        let superview = makeRoot(size)
        let button = Button()
        button.title = "Move Me!"
        button.mas.key = "movingButton"
        button.backgroundColor = .yellow
        superview.addSubview(button)
        func remake(topLeft: Bool) {
            button.mas.remakeConstraints { make in
                make.width.height.equalTo(100)
                if topLeft {
                    make.left.top.equalTo(superview).offset(10)
                } else {
                    make.bottom.right.equalTo(superview).offset(-10)
                }
            }
        }
        return ExampleScreen(title: "Remake Constraints", states: [
            state("top left", superview) { remake(topLeft: true) },
            animatedState("bottom right", superview, duration: 0.4) { remake(topLeft: false) },
            animatedState("top left again", superview, duration: 0.4) { remake(topLeft: true) },
        ])
    }

    /// 4. Constants: offsets to the superview, a centre offset and a size.
    static func usingConstants(_ size: CGSize) -> ExampleScreen {
        let superview = makeRoot(size)
        let purple = addView("purple", .purple, to: superview)
        let orange = addView("orange", .orange, to: superview)
        purple.mas.makeConstraints { make in
            make.top.equalTo(20)
            make.left.equalTo(20)
            make.bottom.equalTo(-20)
            make.right.equalTo(-20)
        }
        orange.mas.makeConstraints { make in
            make.center.equalTo(CGPoint(x: 0, y: 50))
            make.size.equalTo(CGSize(width: 200, height: 100))
        }
        return ExampleScreen(title: "Using Constants", states: [state("initial", superview)])
    }

    /// 5. Ten sibling views, each inset (5, 10, 15, 20) from the previous one.
    static func compositeEdges(_ size: CGSize) -> ExampleScreen {
        let superview = makeRoot(size)
        var previous = superview
        for index in 1...10 {
            let view = addView("view\(index)", Color.stable(for: "edges\(index)"), to: superview)
            view.mas.makeConstraints { make in
                make.edges.equalTo(previous).insets(EdgeInsets(top: 5, left: 10, bottom: 15, right: 20))
            }
            previous = view
        }
        return ExampleScreen(title: "Composite Edges", states: [state("initial", superview)])
    }

    /// 6. A 3:1 view fitted inside the top half, centred.
    static func aspectFit(_ size: CGSize) -> ExampleScreen {
        let superview = makeRoot(size)
        let topView = addView("topView", .red, to: superview)
        let bottomView = addView("bottomView", .blue, to: superview)
        let topInnerView = addView("topInnerView", .green, to: topView)
        topView.mas.makeConstraints { make in make.left.right.and.top.equalTo(superview) }
        bottomView.mas.makeConstraints { make in
            make.left.right.and.bottom.equalTo(superview)
            make.top.equalTo(topView.mas.bottom)
            make.height.equalTo(topView)
        }
        topInnerView.mas.makeConstraints { make in
            make.width.equalTo(topInnerView.mas.height).multipliedBy(3)
            make.width.height.lessThanOrEqualTo(topView)
            make.width.height.equalTo(topView).priorityLow()
            make.center.equalTo(topView)
        }
        return ExampleScreen(title: "Aspect Fit", states: [state("initial", superview)])
    }

    /// 7. Basic, animated: every stored constraint's insets swing between 10 and 100.
    static func basicAnimated(_ size: CGSize) -> ExampleScreen {
        let superview = makeRoot(size)
        let green = addView("green", .green, to: superview)
        let red = addView("red", .red, to: superview)
        let blue = addView("blue", .blue, to: superview)
        let padding: CGFloat = 10
        let insets = EdgeInsets(all: padding)
        var animated: [Constraint] = []
        green.mas.makeConstraints { make in
            animated.append(make.edges.equalTo(superview).insets(insets).priorityLow())
            animated.append(make.bottom.equalTo(blue.mas.top).offset(-padding))
            make.size.equalTo(red)
            make.height.equalTo(blue.mas.height)
        }
        red.mas.makeConstraints { make in
            animated.append(make.edges.equalTo(superview).insets(insets).priorityLow())
            animated.append(make.left.equalTo(green.mas.right).offset(padding))
            animated.append(make.bottom.equalTo(blue.mas.top).offset(-padding))
            make.size.equalTo(green)
            make.height.equalTo(blue.mas.height)
        }
        blue.mas.makeConstraints { make in
            animated.append(make.edges.equalTo(superview).insets(insets).priorityLow())
            make.height.equalTo(green.mas.height)
            make.height.equalTo(red.mas.height)
        }
        func inset(_ amount: CGFloat) {
            for constraint in animated { constraint.update(insets: EdgeInsets(all: amount)) }
        }
        return ExampleScreen(title: "Basic Animated", states: [
            state("insets 10", superview),
            animatedState("insets 100", superview, duration: 1) { inset(100) },
            animatedState("insets 10 again", superview, duration: 1) { inset(10) },
        ])
    }

    /// 8. A deliberately unsatisfiable layout, to show the diagnostic with its keys.
    static func debuggingHelpers(_ size: CGSize) -> ExampleScreen {
        let superview = makeRoot(size)
        let green = addView("greenView", .green, to: superview)
        let red = addView("redView", .red, to: superview)
        let blue = Label()
        blue.text = "this should look broken! check your console!"
        blue.numberOfLines = 3
        blue.font = Font(pointSize: 24)
        blue.backgroundColor = .blue
        superview.addSubview(blue)
        attachKeys(["greenView": green, "redView": red, "blueView": blue, "superview": superview])
        let padding: CGFloat = 10
        return ExampleScreen(title: "Debugging Helpers", states: [state("broken", superview) {
            pinGreenAndRed(green, red, above: blue, in: superview, padding: padding)
            blue.mas.makeConstraints { make in
                make.edges.equalTo(1).key("ConflictingConstraint")
                make.height.greaterThanOrEqualTo(5000).key("ConstantConstraint")
                make.top.equalTo(green.mas.bottom).offset(padding)
                make.left.equalTo(superview.mas.left).offset(padding)
                make.bottom.equalTo(superview.mas.bottom).offset(-padding).key("BottomConstraint")
                make.right.equalTo(superview.mas.right).offset(-padding)
                make.height.equalTo([green.mas.height, red.mas.height] as [any ConstraintTarget]).key("340954")
            }
        }])
    }
}
