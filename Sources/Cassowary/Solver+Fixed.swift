extension Solver {
    /// Whether required equalities alone fix `variable`'s value, so that no edit, inequality or
    /// optional constraint can move it: its row mentions only required equalities' markers, or a
    /// definition gives it from variables so fixed. `false` means not shown (the variable may
    /// still be held by inequalities or optional constraints): ask by editing it. At most
    /// `budget` variables are looked at, so the answer costs a constant however long a chain of
    /// definitions is.
    public func isFixedByRequiredEqualities(_ variable: Variable, budget: Int = 64) -> Bool {
        var pending = [variable]
        var seen: Set<ObjectIdentifier> = []
        while let current = pending.popLast() {
            guard seen.insert(ObjectIdentifier(current)).inserted else { continue }
            guard seen.count <= budget else { return false }
            if let symbol = symbol(of: current) {
                let index = Int(symbol)
                guard tableau.symbols[index].isBasic else { return false }
                for cell in tableau.rows[index] where tableau.symbols[Int(cell.symbol)].kind != .dummy { return false }
            } else if let index = links(of: current)?.defining, index >= 0, let definition = definitions[index],
                      !definition.isOptional {
                definition.forEachTerm { variable, _ in pending.append(variable) }
            } else {
                return false
            }
        }
        return true
    }
}
