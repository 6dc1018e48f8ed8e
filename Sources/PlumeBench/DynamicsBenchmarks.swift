import Foundation
import Plume

/// One fixed step of the rigid-body engine with 1,000 boxes piled in a box (no goal: a figure).
let dynamicsBenchmarks = BenchGroup(prefix: "dynamics") { report in
    guard report.wants("dynamics.step1000") else { return }
    do {
        let animator = try DynamicAnimator(referenceBounds: CGRect(x: 0, y: 0, width: 620, height: 420))
        var items: [DynamicItem] = []
        for i in 0..<1000 {
            let center = CGPoint(x: 10 + Double(i % 40) * 15, y: 10 + Double(i / 40) * 15)
            items.append(
                try DynamicItem(size: CGSize(width: 12, height: 12), center: center, angle: Double(i % 7) * 0.1))
        }
        let collision = CollisionBehavior(items: items)
        collision.translatesReferenceBoundsIntoBoundary = true
        let material = DynamicItemBehavior(items: items)
        material.friction = 0.5
        animator.addBehavior(GravityBehavior(items: items))
        animator.addBehavior(collision)
        animator.addBehavior(material)
        for _ in 0..<60 { animator.step() }  // let the pile form contacts
        let perStep = measureMedian(iterations: 15) { animator.step() }
        report.figure("dynamics.step1000", perStep * 1e3, "ms")
    } catch {
        report.figure("dynamics.step1000 failed: \(error)", .nan, "ms")
    }
}
