// Combine's merge chains: `merge(with:)` on a `Merge`…`Merge7` returns the next wider `Merge3`…`Merge8`
// over the same publishers (`a.merge(with: b).merge(with: c)` is a `Merge3<A, B, C>`), not a nested merge.

extension Publishers.Merge {
    /// Merges another publisher into one `Merge3`.
    public func merge<P: Publisher>(with p: P) -> Publishers.Merge3<A, B, P>
    where B.Failure == P.Failure, B.Output == P.Output {
        Publishers.Merge3(a, b, p)
    }

    /// Merges 2 more publishers into one `Merge4`.
    public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y) -> Publishers.Merge4<A, B, Z, Y>
    where B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
        Publishers.Merge4(a, b, z, y)
    }

    /// Merges 3 more publishers into one `Merge5`.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher>(with z: Z, _ y: Y, _ x: X)
        -> Publishers.Merge5<A, B, Z, Y, X>
    where
        B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output
    {
        Publishers.Merge5(a, b, z, y, x)
    }

    /// Merges 4 more publishers into one `Merge6`.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher>(with z: Z, _ y: Y, _ x: X, _ w: W)
        -> Publishers.Merge6<A, B, Z, Y, X, W>
    where
        B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output
    {
        Publishers.Merge6(a, b, z, y, x, w)
    }

    /// Merges 5 more publishers into one `Merge7`.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher>(
        with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V
    ) -> Publishers.Merge7<A, B, Z, Y, X, W, V>
    where
        B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output,
        W.Failure == V.Failure, W.Output == V.Output
    {
        Publishers.Merge7(a, b, z, y, x, w, v)
    }

    /// Merges 6 more publishers into one `Merge8`.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher, U: Publisher>(
        with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V, _ u: U
    ) -> Publishers.Merge8<A, B, Z, Y, X, W, V, U>
    where
        B.Failure == Z.Failure, B.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output,
        W.Failure == V.Failure, W.Output == V.Output, V.Failure == U.Failure, V.Output == U.Output
    {
        Publishers.Merge8(a, b, z, y, x, w, v, u)
    }
}

extension Publishers.Merge3 {
    /// Merges another publisher into one `Merge4`.
    public func merge<P: Publisher>(with p: P) -> Publishers.Merge4<A, B, C, P>
    where C.Failure == P.Failure, C.Output == P.Output {
        Publishers.Merge4(a, b, c, p)
    }

    /// Merges 2 more publishers into one `Merge5`.
    public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y) -> Publishers.Merge5<A, B, C, Z, Y>
    where C.Failure == Z.Failure, C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
        Publishers.Merge5(a, b, c, z, y)
    }

    /// Merges 3 more publishers into one `Merge6`.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher>(with z: Z, _ y: Y, _ x: X)
        -> Publishers.Merge6<A, B, C, Z, Y, X>
    where
        C.Failure == Z.Failure, C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output
    {
        Publishers.Merge6(a, b, c, z, y, x)
    }

    /// Merges 4 more publishers into one `Merge7`.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher>(with z: Z, _ y: Y, _ x: X, _ w: W)
        -> Publishers.Merge7<A, B, C, Z, Y, X, W>
    where
        C.Failure == Z.Failure, C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output
    {
        Publishers.Merge7(a, b, c, z, y, x, w)
    }

    /// Merges 5 more publishers into one `Merge8`.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher, V: Publisher>(
        with z: Z, _ y: Y, _ x: X, _ w: W, _ v: V
    ) -> Publishers.Merge8<A, B, C, Z, Y, X, W, V>
    where
        C.Failure == Z.Failure, C.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output,
        W.Failure == V.Failure, W.Output == V.Output
    {
        Publishers.Merge8(a, b, c, z, y, x, w, v)
    }
}

extension Publishers.Merge4 {
    /// Merges another publisher into one `Merge5`.
    public func merge<P: Publisher>(with p: P) -> Publishers.Merge5<A, B, C, D, P>
    where D.Failure == P.Failure, D.Output == P.Output {
        Publishers.Merge5(a, b, c, d, p)
    }

    /// Merges 2 more publishers into one `Merge6`.
    public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y) -> Publishers.Merge6<A, B, C, D, Z, Y>
    where D.Failure == Z.Failure, D.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
        Publishers.Merge6(a, b, c, d, z, y)
    }

    /// Merges 3 more publishers into one `Merge7`.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher>(with z: Z, _ y: Y, _ x: X)
        -> Publishers.Merge7<A, B, C, D, Z, Y, X>
    where
        D.Failure == Z.Failure, D.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output
    {
        Publishers.Merge7(a, b, c, d, z, y, x)
    }

    /// Merges 4 more publishers into one `Merge8`.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher, W: Publisher>(with z: Z, _ y: Y, _ x: X, _ w: W)
        -> Publishers.Merge8<A, B, C, D, Z, Y, X, W>
    where
        D.Failure == Z.Failure, D.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output, X.Failure == W.Failure, X.Output == W.Output
    {
        Publishers.Merge8(a, b, c, d, z, y, x, w)
    }
}

extension Publishers.Merge5 {
    /// Merges another publisher into one `Merge6`.
    public func merge<P: Publisher>(with p: P) -> Publishers.Merge6<A, B, C, D, E, P>
    where E.Failure == P.Failure, E.Output == P.Output {
        Publishers.Merge6(a, b, c, d, e, p)
    }

    /// Merges 2 more publishers into one `Merge7`.
    public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y) -> Publishers.Merge7<A, B, C, D, E, Z, Y>
    where E.Failure == Z.Failure, E.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
        Publishers.Merge7(a, b, c, d, e, z, y)
    }

    /// Merges 3 more publishers into one `Merge8`.
    public func merge<Z: Publisher, Y: Publisher, X: Publisher>(with z: Z, _ y: Y, _ x: X)
        -> Publishers.Merge8<A, B, C, D, E, Z, Y, X>
    where
        E.Failure == Z.Failure, E.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output,
        Y.Failure == X.Failure, Y.Output == X.Output
    {
        Publishers.Merge8(a, b, c, d, e, z, y, x)
    }
}

extension Publishers.Merge6 {
    /// Merges another publisher into one `Merge7`.
    public func merge<P: Publisher>(with p: P) -> Publishers.Merge7<A, B, C, D, E, F, P>
    where F.Failure == P.Failure, F.Output == P.Output {
        Publishers.Merge7(a, b, c, d, e, f, p)
    }

    /// Merges 2 more publishers into one `Merge8`.
    public func merge<Z: Publisher, Y: Publisher>(with z: Z, _ y: Y) -> Publishers.Merge8<A, B, C, D, E, F, Z, Y>
    where F.Failure == Z.Failure, F.Output == Z.Output, Z.Failure == Y.Failure, Z.Output == Y.Output {
        Publishers.Merge8(a, b, c, d, e, f, z, y)
    }
}

extension Publishers.Merge7 {
    /// Merges another publisher into one `Merge8`.
    public func merge<P: Publisher>(with p: P) -> Publishers.Merge8<A, B, C, D, E, F, G, P>
    where G.Failure == P.Failure, G.Output == P.Output {
        Publishers.Merge8(a, b, c, d, e, f, g, p)
    }
}
