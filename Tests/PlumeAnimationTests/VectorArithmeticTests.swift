import Foundation
import Testing

import PlumeAnimation

@Test func scalarsScaleAndMeasure() {
    var double = 3.0
    double.scale(by: -2)
    #expect(double == -6)
    #expect(double.magnitudeSquared == 36)
    var float: Float = 1.5
    float.scale(by: 2)
    #expect(float == 3)
    #expect(float.magnitudeSquared == 9)
    var cgFloat: CGFloat = 4
    cgFloat.scale(by: 0.25)
    #expect(cgFloat == 1)
    #expect(CGFloat(-3).magnitudeSquared == 9)
    #expect(2.0.scaled(by: 3) == 6)
    #expect(10.0.interpolated(towards: 20, amount: 0.25) == 12.5)
}

@Test func animatablePairArithmeticIsComponentWise() {
    let a = AnimatablePair(1.0, CGFloat(2))
    let b = AnimatablePair(10.0, CGFloat(-4))
    #expect(a + b == AnimatablePair(11.0, CGFloat(-2)))
    #expect(a - b == AnimatablePair(-9.0, CGFloat(6)))
    #expect(a.scaled(by: 3) == AnimatablePair(3.0, CGFloat(6)))
    #expect(a.magnitudeSquared == 5)
    #expect(AnimatablePair<Double, CGFloat>.zero == AnimatablePair(0.0, CGFloat(0)))
    var c = a
    c += b
    #expect(c == a + b)
    c -= b
    #expect(c == a)
    #expect(a.interpolated(towards: b, amount: 0.5) == AnimatablePair(5.5, CGFloat(-1)))
}

@Test func nestedAnimatablePairs() {
    typealias Triple = AnimatablePair<Double, AnimatablePair<Double, Float>>
    let a = Triple(1, AnimatablePair(2, 3))
    let b = Triple(-1, AnimatablePair(4, 5))
    let sum = a + b
    #expect(sum.first == 0 && sum.second.first == 6 && sum.second.second == 8)
    let scaled = a.scaled(by: 2)
    #expect(scaled.first == 2 && scaled.second.first == 4 && scaled.second.second == 6)
    #expect(a.magnitudeSquared == 14)
    #expect(Triple.zero.magnitudeSquared == 0)
}

@Test func emptyAnimatableDataIsAZeroVector() {
    var empty = EmptyAnimatableData()
    empty.scale(by: 12)
    #expect(empty == .zero)
    #expect(empty + empty == empty)
    #expect(empty - empty == empty)
    #expect(empty.magnitudeSquared == 0)
}

@Test func geometryAnimatableDataRoundTrips() {
    var point = CGPoint(x: 3, y: -4)
    #expect(point.animatableData == AnimatablePair(3, -4))
    point.animatableData = AnimatablePair(7, 8)
    #expect(point == CGPoint(x: 7, y: 8))

    var size = CGSize(width: 30, height: 40)
    #expect(size.animatableData == AnimatablePair(30, 40))
    size.animatableData = size.animatableData.scaled(by: 0.5)
    #expect(size == CGSize(width: 15, height: 20))

    var rect = CGRect(x: 1, y: 2, width: 3, height: 4)
    let data = rect.animatableData
    #expect(data.first == AnimatablePair(1, 2) && data.second == AnimatablePair(3, 4))
    rect.animatableData = AnimatablePair(AnimatablePair(10, 20), AnimatablePair(30, 40))
    #expect(rect == CGRect(x: 10, y: 20, width: 30, height: 40))
    // Halfway between two rectangles is the rectangle of the halfway origins and sizes.
    let target = CGRect(x: 11, y: 22, width: 33, height: 44)
    var middle = rect
    middle.animatableData = rect.animatableData.interpolated(towards: target.animatableData, amount: 0.5)
    #expect(middle == CGRect(x: 10.5, y: 21, width: 31.5, height: 42))
}

private struct Wave: Animatable {
    var amplitude: Double
    var frequency: Double
    var animatableData: AnimatablePair<Double, Double> {
        get { AnimatablePair(amplitude, frequency) }
        set { (amplitude, frequency) = (newValue.first, newValue.second) }
    }
}

private struct Label: Animatable {
    var text: String
}

@Test func customAnimatableTypes() {
    var wave = Wave(amplitude: 1, frequency: 2)
    wave.animatableData = AnimatablePair(5, 6)
    #expect(wave.amplitude == 5 && wave.frequency == 6)
    var label = Label(text: "a")
    #expect(label.animatableData == EmptyAnimatableData())
    label.animatableData = EmptyAnimatableData()
    #expect(label.text == "a")
    var number = 2.5
    number.animatableData = 4
    #expect(number == 4 && number.animatableData == 4)
}
