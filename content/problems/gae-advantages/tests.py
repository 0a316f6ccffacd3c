import unittest

from solution import gae


class GaeTest(unittest.TestCase):
    def assertClose(self, got, want):
        self.assertEqual(len(got), len(want))
        for g, w in zip(got, want):
            self.assertAlmostEqual(g, w, places=9)

    def test_single_step_terminal(self):
        adv, ret = gae([1.0], [0.5], [True], last_value=100.0)
        self.assertClose(adv, [0.5])
        self.assertClose(ret, [1.0])

    def test_single_step_bootstraps(self):
        adv, _ = gae([1.0], [0.5], [False], last_value=2.0, gamma=0.9)
        self.assertClose(adv, [1.0 + 0.9 * 2.0 - 0.5])

    def test_lambda_one_is_monte_carlo(self):
        rewards = [1.0, 2.0, 3.0]
        values = [0.3, -0.2, 0.7]
        adv, ret = gae(rewards, values, [False, False, True], last_value=5.0, gamma=0.5, lam=1.0)
        mc = [1.0 + 0.5 * 2.0 + 0.25 * 3.0, 2.0 + 0.5 * 3.0, 3.0]
        self.assertClose(ret, mc)
        self.assertClose(adv, [m - v for m, v in zip(mc, values)])

    def test_lambda_zero_is_td_error(self):
        rewards = [1.0, 0.0, 2.0]
        values = [0.5, 1.0, 1.5]
        adv, _ = gae(rewards, values, [False, False, False], last_value=3.0, gamma=0.9, lam=0.0)
        self.assertClose(adv, [1.0 + 0.9 * 1.0 - 0.5, 0.0 + 0.9 * 1.5 - 1.0, 2.0 + 0.9 * 3.0 - 1.5])

    def test_episode_boundary_stops_bootstrap_and_carry(self):
        rewards = [1.0, 1.0, 1.0, 1.0]
        values = [0.0, 0.0, 0.0, 0.0]
        dones = [False, True, False, False]
        adv, _ = gae(rewards, values, dones, last_value=0.0, gamma=1.0, lam=1.0)
        # First episode: steps 0-1 (2 rewards); second: steps 2-3 (2 rewards, bootstrap 0).
        self.assertClose(adv, [2.0, 1.0, 2.0, 1.0])

    def test_known_mixed_case(self):
        rewards = [0.0, 1.0, 0.0]
        values = [1.0, 2.0, 3.0]
        dones = [False, False, False]
        gamma, lam = 0.9, 0.8
        d2 = 0.0 + gamma * 4.0 - 3.0
        d1 = 1.0 + gamma * 3.0 - 2.0
        d0 = 0.0 + gamma * 2.0 - 1.0
        a2 = d2
        a1 = d1 + gamma * lam * a2
        a0 = d0 + gamma * lam * a1
        adv, ret = gae(rewards, values, dones, last_value=4.0, gamma=gamma, lam=lam)
        self.assertClose(adv, [a0, a1, a2])
        self.assertClose(ret, [a0 + 1.0, a1 + 2.0, a2 + 3.0])

    def test_empty(self):
        self.assertEqual(gae([], [], [], last_value=1.0), ([], []))

    def test_validation(self):
        with self.assertRaises(ValueError):
            gae([1.0], [1.0, 2.0], [False], 0.0)
        with self.assertRaises(ValueError):
            gae([1.0], [1.0], [False], 0.0, gamma=1.5)
        with self.assertRaises(ValueError):
            gae([1.0], [1.0], [False], 0.0, lam=-0.1)


if __name__ == "__main__":
    unittest.main()
