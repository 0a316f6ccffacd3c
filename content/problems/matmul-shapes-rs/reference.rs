#[derive(Debug, Clone, PartialEq)]
pub enum ShapeError {
    DataLength { expected: usize, got: usize },
    Mismatch { left: (usize, usize), right: (usize, usize) },
}

#[derive(Debug, Clone, PartialEq)]
pub struct Matrix {
    rows: usize,
    cols: usize,
    data: Vec<f64>,
}

impl Matrix {
    pub fn new(rows: usize, cols: usize, data: Vec<f64>) -> Result<Matrix, ShapeError> {
        let expected = rows * cols;
        if data.len() != expected {
            return Err(ShapeError::DataLength { expected, got: data.len() });
        }
        Ok(Matrix { rows, cols, data })
    }

    pub fn identity(n: usize) -> Matrix {
        let mut data = vec![0.0; n * n];
        for i in 0..n {
            data[i * n + i] = 1.0;
        }
        Matrix { rows: n, cols: n, data }
    }

    pub fn shape(&self) -> (usize, usize) {
        (self.rows, self.cols)
    }

    pub fn get(&self, r: usize, c: usize) -> f64 {
        assert!(r < self.rows && c < self.cols, "({r}, {c}) is outside a {} x {} matrix", self.rows, self.cols);
        self.data[r * self.cols + c]
    }

    pub fn matmul(&self, other: &Matrix) -> Result<Matrix, ShapeError> {
        if self.cols != other.rows {
            return Err(ShapeError::Mismatch { left: self.shape(), right: other.shape() });
        }
        let (n, m, p) = (self.rows, self.cols, other.cols);
        let mut data = vec![0.0; n * p];
        for i in 0..n {
            for k in 0..m {
                let a = self.data[i * m + k];
                for j in 0..p {
                    data[i * p + j] += a * other.data[k * p + j];
                }
            }
        }
        Ok(Matrix { rows: n, cols: p, data })
    }

    pub fn transpose(&self) -> Matrix {
        let mut data = Vec::with_capacity(self.data.len());
        for c in 0..self.cols {
            for r in 0..self.rows {
                data.push(self.data[r * self.cols + c]);
            }
        }
        Matrix { rows: self.cols, cols: self.rows, data }
    }

    pub fn add(&self, other: &Matrix) -> Result<Matrix, ShapeError> {
        if self.shape() != other.shape() {
            return Err(ShapeError::Mismatch { left: self.shape(), right: other.shape() });
        }
        let data = self.data.iter().zip(&other.data).map(|(a, b)| a + b).collect();
        Ok(Matrix { rows: self.rows, cols: self.cols, data })
    }
}
