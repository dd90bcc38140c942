import Foundation
import Masonry
import UIKitRuntime
import MasonryRender

extension LayoutFile {
    #if MainActorViews
    @preconcurrency @MainActor
    #endif
    /// Builds the views, installs each view's constraints through the DSL (the file's path and
    /// line as their source) and lays out. Errors in names or arguments fail before anything is
    /// installed; conflicts are not errors — they are in the result's diagnostics.
    public func build() -> Result<BuiltLayout, LayoutFileErrors> {
        var builder = LayoutBuilder(file: self)
        guard let plan = builder.plan(), builder.errors.isEmpty else { return .failure(LayoutFileErrors(builder.errors)) }
        let (_, diagnostics) = LayoutDiagnostics.collect {
            plan.install()
            plan.controller.view.layoutIfNeeded()
        }
        return .success(BuiltLayout(file: self, controller: plan.controller, views: plan.views, diagnostics: diagnostics))
    }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Everything resolved and checked, ready to install.
struct LayoutPlan {
    let controller: ViewController
    let views: [String: View]
    let steps: [() -> Void]

    func install() { steps.forEach { $0() } }
}

#if MainActorViews
@preconcurrency @MainActor
#endif
/// Turns the file's declarations into views and its statements into DSL calls, collecting errors.
struct LayoutBuilder {
    let file: LayoutFile
    var errors: [LayoutFileError] = []
    private var views: [String: View] = [:]

    init(file: LayoutFile) {
        self.file = file
    }

    private mutating func fail(_ location: SourceLocation, _ message: String) {
        errors.append(LayoutFileError(file: file.path, location: location, message: message))
    }

    mutating func plan() -> LayoutPlan? {
        let controller = ViewController()
        controller.viewRespectsSystemMinimumLayoutMargins = false  // a file's root takes its margins as written
        let root: View = controller.view
        root.frame = CGRect(origin: .zero, size: file.size)
        root.mas.key = file.rootKey
        root.backgroundColor = file.color
        if let margins = file.rootMargins { root.layoutMargins = margins }
        root.additionalSafeAreaInsets = file.safeArea
        controller.topLayoutSupportGuide.length = file.topLayoutGuide
        controller.bottomLayoutSupportGuide.length = file.bottomLayoutGuide
        views[file.rootKey] = root
        for declaration in file.views {
            guard views[declaration.key] == nil else {
                fail(declaration.location, "a view keyed '\(declaration.key)' is already declared")
                continue
            }
            views[declaration.key] = makeView(declaration)
        }
        guard checkDepth() else { return nil }
        for declaration in file.views {
            guard let view = views[declaration.key], view.superview == nil, view !== root else { continue }
            guard let parentKey = declaration.parent, let parent = views[parentKey] else {
                fail(declaration.location, "unknown parent '\(declaration.parent ?? "")'" + suggestion(for: declaration.parent ?? ""))
                continue
            }
            guard parent !== view && !parent.isDescendant(of: view) else {
                fail(declaration.location, "'\(declaration.key)' cannot be inside itself (its parents form a cycle)")
                continue
            }
            if let stack = parent as? StackView { stack.addArrangedSubview(view) } else { parent.addSubview(view) }
        }
        var steps: [() -> Void] = []
        for declaration in file.views {
            guard let view = views[declaration.key], !declaration.constraints.isEmpty else { continue }
            let statements = declaration.constraints.compactMap { resolve($0.statement, of: view, at: $0.location, controller) }
            steps.append { view.mas.makeConstraints { make in statements.forEach { $0(make) } } }
        }
        for distribution in file.distributions {
            let members = distribution.views.compactMap { key, location -> View? in
                if let view = views[key], view !== root { return view }
                fail(location, "unknown view '\(key)'" + suggestion(for: key))
                return nil
            }
            guard members.count == distribution.views.count else { continue }
            let (path, line) = (file.path, distribution.location.line)
            steps.append {
                if let spacing = distribution.fixedSpacing {
                    members.mas.distributeViews(along: distribution.axis, fixedSpacing: spacing, leadSpacing: distribution.leadSpacing,
                                                tailSpacing: distribution.tailSpacing, file: path, line: line)
                } else if let length = distribution.fixedItemLength {
                    members.mas.distributeViews(along: distribution.axis, fixedItemLength: length,
                                                leadSpacing: distribution.leadSpacing, tailSpacing: distribution.tailSpacing,
                                                file: path, line: line)
                }
            }
        }
        return LayoutPlan(controller: controller, views: views, steps: steps)
    }

    /// Refuses a tree nested deeper than ``LayoutFile/depthLimit``, with one error at the first
    /// view (in file order) below the limit; found from the declarations, before any view is
    /// added to another.
    private mutating func checkDepth() -> Bool {
        var parents: [String: String] = [:]
        for declaration in file.views where parents[declaration.key] == nil {
            parents[declaration.key] = declaration.parent
        }
        var depths: [String: Int] = [file.rootKey: 0]
        for declaration in file.views {
            // Up to the first view whose depth is known (or an unknown parent, or a cycle, which
            // are reported elsewhere), then back down: each view is walked once.
            var chain: [String] = []
            var seen: Set<String> = []
            var current: String? = declaration.key
            while let key = current, depths[key] == nil, seen.insert(key).inserted {
                chain.append(key)
                current = parents[key]
            }
            if let key = current, depths[key] == nil { continue }  // a cycle
            var depth = current.flatMap { depths[$0] } ?? 0
            for key in chain.reversed() {
                depth += 1
                depths[key] = depth
            }
            let found = depths[declaration.key] ?? 0
            if found > LayoutFile.depthLimit {
                fail(declaration.location, "'\(declaration.key)' is nested \(found) views deep; layout files allow "
                    + "at most \(LayoutFile.depthLimit)")
                return false
            }
        }
        return true
    }

    private mutating func font(of declaration: LayoutFile.ViewDeclaration) -> Font? {
        guard declaration.fontSize != nil || declaration.fontFamily != nil || declaration.fontWeight != nil else { return nil }
        let size = CGFloat(declaration.fontSize ?? 17), weight = declaration.fontWeight ?? .regular
        guard let family = declaration.fontFamily else { return Font(pointSize: size, weight: weight) }
        if let font = Font(family: family, size: size, weight: weight) { return font }
        fail(declaration.fontLocation ?? declaration.location, "no installed font has the family '\(family)' "
            + "(`fc-list : family` lists those there are; the fonts come from fontconfig through MasonryFonts)")
        return nil
    }

    private mutating func makeView(_ declaration: LayoutFile.ViewDeclaration) -> View {
        let font = font(of: declaration)
        let view: View
        switch declaration.kind {
        case .View: view = View()
        case .ScrollView: view = ScrollView()
        case .Label:
            let label = Label()
            label.text = declaration.text
            if let font { label.font = font }
            if let lines = declaration.lines { label.numberOfLines = lines }
            if let width = declaration.preferredMaxLayoutWidth { label.preferredMaxLayoutWidth = CGFloat(width) }
            view = label
        case .ImageView:
            view = ImageView(image: declaration.imageSize.map { Image(size: $0) })
        case .StackView:
            let stack = StackView()
            let settings = declaration.stack
            if let axis = settings?.axis { stack.axis = axis }
            if let distribution = settings?.distribution { stack.distribution = distribution }
            if let alignment = settings?.alignment { stack.alignment = alignment }
            if let spacing = settings?.spacing { stack.spacing = CGFloat(spacing) }
            if let value = settings?.isLayoutMarginsRelativeArrangement { stack.isLayoutMarginsRelativeArrangement = value }
            if let value = settings?.isBaselineRelativeArrangement { stack.isBaselineRelativeArrangement = value }
            view = stack
        case .Button:
            let button = Button()
            button.title = declaration.text
            if let font { button.font = font }
            view = button
        }
        view.mas.key = declaration.key
        view.backgroundColor = declaration.color
        if let hidden = declaration.isHidden { view.isHidden = hidden }
        if let margins = declaration.margins { view.layoutMargins = margins }
        for axis in [LayoutAxis.horizontal, .vertical] {
            if let value = declaration.hugging { view.setContentHuggingPriority(LayoutPriority(Float(value)), for: axis) }
            if let value = declaration.compressionResistance {
                view.setContentCompressionResistancePriority(LayoutPriority(Float(value)), for: axis)
            }
        }
        return view
    }

    private func suggestion(for name: String) -> String {
        closest(to: name, in: Array(views.keys) + ["superview"]).map { " — did you mean '\($0)'?" } ?? ""
    }

    // MARK: Statements

    private static let attributeNames: [String: LayoutAttribute] = Dictionary(
        uniqueKeysWithValues: LayoutAttribute.allCases.filter { $0 != .notAnAttribute }.map { ("\($0)", $0) })
        .merging(["baseline": .lastBaseline]) { first, _ in first }

    /// The statement as a call on the maker, or `nil` with an error recorded.
    private mutating func resolve(_ statement: ConstraintStatement, of view: View, at location: SourceLocation,
                                  _ controller: ViewController) -> ((ConstraintMaker) -> Void)? {
        let column = { (offset: Int) in SourceLocation(line: location.line, column: location.column + offset - 1) }
        let (path, line) = (file.path, location.line)
        let count = errors.count
        var relate: ((Constraint) -> Constraint)?
        if let (name, expression) = statement.relation {
            let relation = name == "equalTo" ? LayoutRelation.equal
                : name == "greaterThanOrEqualTo" ? LayoutRelation.greaterThanOrEqual : LayoutRelation.lessThanOrEqual
            if case let .array(elements) = expression {
                let targets = elements.compactMap { target($0, of: view, controller, column) }
                relate = { constraint in
                    switch relation {
                    case .equal: constraint.equalTo(targets, file: path, line: line)
                    case .greaterThanOrEqual: constraint.greaterThanOrEqualTo(targets, file: path, line: line)
                    case .lessThanOrEqual: constraint.lessThanOrEqualTo(targets, file: path, line: line)
                    }
                }
            } else if let target = target(expression, of: view, controller, column) {
                relate = { constraint in
                    switch relation {
                    case .equal: constraint.equalTo(target, file: path, line: line)
                    case .greaterThanOrEqual: constraint.greaterThanOrEqualTo(target, file: path, line: line)
                    case .lessThanOrEqual: constraint.lessThanOrEqualTo(target, file: path, line: line)
                    }
                }
            }
        }
        let modifiers = statement.modifiers.compactMap { modifier($0, of: view, controller, column) }
        guard errors.count == count else { return nil }
        let attributes = statement.attributes.map { Self.attributeNames[$0] }
        let first = statement.attributes[0]
        return { make in
            var constraint: Constraint
            switch first {
            case "edges": constraint = make.edges
            case "size": constraint = make.size
            case "center": constraint = make.center
            default: constraint = attributes[0].map { make.attribute($0) } ?? make.edges
            }
            for attribute in attributes.dropFirst() { if let attribute { constraint = constraint.attribute(attribute) } }
            if let relate { constraint = relate(constraint) }
            for modifier in modifiers { constraint = modifier(constraint) }
        }
    }

    private mutating func modifier(_ modifier: Modifier, of view: View, _ controller: ViewController,
                                   _ column: (Int) -> SourceLocation) -> ((Constraint) -> Constraint)? {
        let (path, line) = (file.path, column(modifier.column).line)
        func number() -> CGFloat? {
            if case let .number(value)? = modifier.arguments.first, modifier.arguments.count == 1 { return CGFloat(value) }
            fail(column(modifier.column), "'\(modifier.name)' takes a number, as in \(modifier.name)(10)")
            return nil
        }
        func none() -> Bool {
            if modifier.arguments.isEmpty { return true }
            fail(column(modifier.column), "'\(modifier.name)' takes no arguments: \(modifier.name)()")
            return false
        }
        switch modifier.name {
        case "offset": return number().map { value in { $0.offset(value) } }
        case "inset": return number().map { value in { $0.inset(value) } }
        case "multipliedBy": return number().map { value in { $0.multipliedBy(value, file: path, line: line) } }
        case "dividedBy": return number().map { value in { $0.dividedBy(value, file: path, line: line) } }
        case "priority":
            return number().map { value in { $0.priority(LayoutPriority(Float(value)), file: path, line: line) } }
        case "priorityLow": return none() ? { $0.priorityLow(file: path, line: line) } : nil
        case "priorityMedium": return none() ? { $0.priorityMedium(file: path, line: line) } : nil
        case "priorityHigh": return none() ? { $0.priorityHigh(file: path, line: line) } : nil
        case "key":
            guard let text = modifier.text else {
                fail(column(modifier.column), "'key' takes a quoted name: key(\"name\")")
                return nil
            }
            return { $0.key(text) }
        case "insets":
            if case let .insets(top, left, bottom, right)? = modifier.arguments.first {
                return { $0.insets(EdgeInsets(top: top, left: left, bottom: bottom, right: right)) }
            }
        case "sizeOffset":
            if case let .size(width, height)? = modifier.arguments.first {
                return { $0.sizeOffset(CGSize(width: width, height: height)) }
            }
        case "centerOffset":
            if case let .point(x, y)? = modifier.arguments.first { return { $0.centerOffset(CGPoint(x: x, y: y)) } }
        default: // valueOffset
            guard let argument = modifier.arguments.first,
                  let value = target(argument, of: view, controller, column) else {
                if modifier.arguments.isEmpty { fail(column(modifier.column), "'valueOffset' takes a value") }
                return nil
            }
            return { $0.valueOffset(value, file: path, line: line) }
        }
        let example = ["insets": "UIEdgeInsets(top: 10, left: 10, bottom: 10, right: 10)",
                       "sizeOffset": "CGSize(width: 10, height: 10)", "centerOffset": "CGPoint(x: 10, y: 10)"]
        fail(column(modifier.column), "'\(modifier.name)' takes \(example[modifier.name] ?? "a value")")
        return nil
    }

    /// A relation's target as the DSL takes it.
    private mutating func target(_ expression: TargetExpression, of view: View, _ controller: ViewController,
                                 _ column: (Int) -> SourceLocation) -> (any ConstraintTarget)? {
        switch expression {
        case let .number(value): return value
        case let .size(width, height): return CGSize(width: width, height: height)
        case let .point(x, y): return CGPoint(x: x, y: y)
        case let .insets(top, left, bottom, right): return EdgeInsets(top: top, left: left, bottom: bottom, right: right)
        case .array:
            fail(column(1), "a list can only be the whole target of a relation, not inside another list or a modifier")
            return nil
        case let .view(name, at):
            if name == "controller" {
                fail(column(at), "'controller' is not a view; use controller.mas.topLayoutGuide or controller.mas.bottomLayoutGuide")
                return nil
            }
            return self.view(named: name, from: view, at: column(at))
        case let .attribute(name, attribute, at):
            if name == "controller" {
                let dsl = controller.mas
                switch attribute {
                case "topLayoutGuide": return dsl.topLayoutGuide
                case "topLayoutGuideTop": return dsl.topLayoutGuideTop
                case "topLayoutGuideBottom": return dsl.topLayoutGuideBottom
                case "bottomLayoutGuide": return dsl.bottomLayoutGuide
                case "bottomLayoutGuideTop": return dsl.bottomLayoutGuideTop
                case "bottomLayoutGuideBottom": return dsl.bottomLayoutGuideBottom
                default:
                    fail(column(at), "controller.mas has topLayoutGuide(Top/Bottom) and bottomLayoutGuide(Top/Bottom), not '\(attribute)'")
                    return nil
                }
            }
            guard let target = self.view(named: name, from: view, at: column(at)) else { return nil }
            if let plain = Self.attributeNames[attribute] { return target.mas.attribute(plain) }
            if attribute.hasPrefix("safeAreaLayoutGuide") {
                let suffix = attribute.dropFirst("safeAreaLayoutGuide".count)
                let name = suffix.prefix(1).lowercased() + suffix.dropFirst()
                let guide = target.safeAreaLayoutGuide
                return ViewAttribute(view: target, item: guide, layoutAttribute: Self.attributeNames[name] ?? .notAnAttribute)
            }
            fail(column(at), "'\(attribute)' belongs to controller.mas, not to a view")
            return nil
        }
    }

    private mutating func view(named name: String, from view: View, at location: SourceLocation) -> View? {
        if name == "superview" {
            if let superview = view.superview { return superview }
            fail(location, "'\(view.mas.key ?? "")' has no superview")
            return nil
        }
        if let found = views[name] { return found }
        fail(location, "unknown view '\(name)'" + suggestion(for: name))
        return nil
    }
}
