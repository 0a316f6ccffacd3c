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
        todo!("build a {rows} x {cols} matrix from {} values", data.len())
    }

    pub fn identity(n: usize) -> Matrix {
        todo!()
    }

    pub fn shape(&self) -> (usize, usize) {
        todo!()
    }

    pub fn get(&self, r: usize, c: usize) -> f64 {
        todo!()
    }

    pub fn matmul(&self, other: &Matrix) -> Result<Matrix, ShapeError> {
        todo!()
    }

    pub fn transpose(&self) -> Matrix {
        todo!()
    }

    pub fn add(&self, other: &Matrix) -> Result<Matrix, ShapeError> {
        todo!()
    }
}
