import SwiftUI

enum Recursive {
    static func f(_ n: CGFloat) -> CGFloat { f(n + 1) }
    static func fib(_ n: Int) -> CGFloat { n < 2 ? CGFloat(n) : fib(n - 1) + fib(n - 2) }
    static func wide(_ n: Int) -> CGFloat { n == 0 ? 1 : wide(n - 1) + wide(n - 1) + wide(n - 1) }
    static var size: CGFloat { scaled(2) }
    static func scaled(_ x: CGFloat) -> CGFloat { size * x }
    static var spin: CGFloat {
        while true {}
    }
    static var counter: CGFloat {
        var n: CGFloat = 0
        repeat { n += 1 } while n < 1e9
        return n
    }
    static var ownSelf: CGFloat { ownSelf + 1 }
    static let a: CGFloat = b + 1
    static let b: CGFloat = a - 1
}

extension Font {
    static let endless = Font.custom("Inter", size: Recursive.f(1))
    static let fibonacci = Font.custom("Inter", size: Recursive.fib(30))
    static let exponential = Font.custom("Inter", size: Recursive.wide(40))
    static let mutual = Font.custom("Inter", size: Recursive.size)
    static let loop = Font.custom("Inter", size: Recursive.spin)
    static let counted = Font.custom("Inter", size: Recursive.counter)
    static let selfReferencing = Font.custom("Inter", size: Recursive.ownSelf)
    static let cycle = Font.custom("Inter", size: Recursive.a)
}
