import Foundation

// The work behind a layer's geometry questions, display, actions and animations.

extension Layer {
    /// The topmost layer above this one.
    var rootLayer: Layer {
        var layer = self
        while let above = layer.superlayer { layer = above }
        return layer
    }

    /// Where this layer's bounds' origin lies in its root's coordinates (transforms aside, as
    /// layout places untransformed frames).
    private var originInRoot: CGPoint {
        var point = CGPoint(x: -bounds.minX, y: -bounds.minY)
        var current: Layer? = self
        while let layer = current, let above = layer.superlayer {
            point.x += layer.frame.minX - above.bounds.minX
            point.y += layer.frame.minY - above.bounds.minY
            current = above
        }
        return point
    }

    /// `p`, in this layer's coordinates, in `layer`'s (the root's when nil), through the root.
    func convertedThroughRoot(_ p: CGPoint, to layer: Layer?) -> CGPoint {
        let origin = originInRoot, target = layer?.originInRoot ?? .zero
        return CGPoint(x: p.x + origin.x - target.x, y: p.y + origin.y - target.y)
    }

    /// `hitTest(_:)`'s answer: nil outside the bounds or for a hidden layer, else the top sublayer
    /// hit, else this layer.
    func deepestLayer(at p: CGPoint) -> Layer? {
        guard !isHidden else { return nil }
        let local = CGPoint(x: p.x - frame.minX + bounds.minX, y: p.y - frame.minY + bounds.minY)
        guard contains(local) else { return nil }
        for layer in (sublayers ?? []).reversed() {
            if let hit = layer.deepestLayer(at: local) { return hit }
        }
        return self
    }

    /// `display()`'s work: the delegate draws, if it does; the request is then answered.
    func redisplay() {
        delegate?.display(self)
        needsDisplayFlag = false
    }

    /// `action(forKey:)`'s search, in Core Animation's order.
    func lookUpAction(forKey event: String) -> (any LayerAction)? {
        if let action = delegate?.action(for: self, forKey: event) { return action }
        if let action = actions?[event] { return action }
        if let styled = style?["actions"] as? [String: any LayerAction], let action = styled[event] { return action }
        return type(of: self).defaultAction(forKey: event)
    }

    /// `add(_:forKey:)`'s work: replaces the animation under `key`, starts `animation` and, unless
    /// it repeats forever, ends it at once — its delegate told after the start, or at the run
    /// loop's next turn from within another animation's end (see `AnimationCompletion`).
    func start(_ animation: LayerAnimation, forKey key: String?) {
        let key = key ?? "\(type(of: animation))-\(ObjectIdentifier(animation).hashValue)"
        stopAnimations { $0 == key }
        let endsAtOnce = !animation.repeatsForever
        if !(endsAtOnce && animation.isRemovedOnCompletion) {
            runningAnimations.append((key, animation, endsAtOnce))
        }
        animation.delegate?.animationDidStart(animation)
        if endsAtOnce, let delegate = animation.delegate {
            AnimationCompletion.run { delegate.animationDidStop(animation, finished: true) }
        }
    }

    /// Removes the animations whose key `matches`, telling those still running that they stopped
    /// unfinished.
    func stopAnimations(where matches: (String) -> Bool) {
        let stopped = runningAnimations.filter { matches($0.key) }
        guard !stopped.isEmpty else { return }
        runningAnimations.removeAll { matches($0.key) }
        for (_, animation, ended) in stopped where !ended {
            animation.delegate?.animationDidStop(animation, finished: false)
        }
    }
}
