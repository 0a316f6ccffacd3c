import math
import unittest

from solution import Value


class ValueTest(unittest.TestCase):
    def test_forward_arithmetic(self):
        a, b = Value(2.0), Value(-3.0)
        self.assertAlmostEqual((a * b + a - b).data, -6.0 + 2.0 + 3.0)
        self.assertAlmostEqual((a ** 3).data, 8.0)
        self.assertAlmostEqual((-a).data, -2.0)

    def test_add_mul_grads(self):
        a, b = Value(2.0), Value(-3.0)
        c = a * b + b
        c.backward()
        self.assertAlmostEqual(a.grad, -3.0)
        self.assertAlmostEqual(b.grad, 3.0)
        self.assertAlmostEqual(c.grad, 1.0)

    def test_reused_value_accumulates(self):
        a = Value(3.0)
        b = a * a + a
        b.backward()
        self.assertAlmostEqual(a.grad, 2 * 3.0 + 1)

    def test_diamond_graph(self):
        x = Value(0.5)
        y = x * 2
        z = x * 3
        w = y * z
        w.backward()
        # w = 6 x^2, dw/dx = 12 x
        self.assertAlmostEqual(x.grad, 6.0)

    def test_constants_on_both_sides(self):
        a = Value(4.0)
        out = 2 * a + 1 - a * 3 + (1 - a)
        out.backward()
        self.assertAlmostEqual(out.data, 8 + 1 - 12 + (1 - 4))
        self.assertAlmostEqual(a.grad, 2 - 3 - 1)

    def test_pow_and_division_style(self):
        a = Value(2.0)
        out = a ** -1
        out.backward()
        self.assertAlmostEqual(out.data, 0.5)
        self.assertAlmostEqual(a.grad, -0.25)

    def test_tanh(self):
        x = Value(0.7)
        y = x.tanh()
        y.backward()
        self.assertAlmostEqual(y.data, math.tanh(0.7))
        self.assertAlmostEqual(x.grad, 1 - math.tanh(0.7) ** 2)

    def test_exp(self):
        x = Value(1.5)
        y = (x * 2).exp()
        y.backward()
        self.assertAlmostEqual(x.grad, 2 * math.exp(3.0))

    def test_relu(self):
        pos, neg = Value(2.0), Value(-2.0)
        out = pos.relu() + neg.relu()
        out.backward()
        self.assertEqual((pos.grad, neg.grad), (1.0, 0.0))
        self.assertEqual(out.data, 2.0)

    def test_neuron_matches_finite_differences(self):
        def f(w1, w2, b):
            x1, x2 = Value(2.0), Value(0.0)
            return (x1 * w1 + x2 * w2 + b).tanh()

        w1, w2, b = Value(-3.0), Value(1.0), Value(6.8813735870195432)
        out = f(w1, w2, b)
        out.backward()
        h = 1e-6
        numeric = (f(Value(-3.0 + h), Value(1.0), Value(6.8813735870195432)).data - out.data) / h
        self.assertAlmostEqual(w1.grad, numeric, places=4)
        self.assertAlmostEqual(w2.grad, 0.0)

    def test_long_chain(self):
        x = Value(1.0)
        y = x
        for _ in range(3000):
            y = y + 0.0
        y.backward()
        self.assertAlmostEqual(x.grad, 1.0)


if __name__ == "__main__":
    unittest.main()
