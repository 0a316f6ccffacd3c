use super::*;

fn m(rows: usize, cols: usize, data: &[f64]) -> Matrix {
    Matrix::new(rows, cols, data.to_vec()).expect("valid test matrix")
}

#[test]
fn new_checks_length() {
    assert_eq!(Matrix::new(2, 3, vec![1.0; 5]), Err(ShapeError::DataLength { expected: 6, got: 5 }));
    assert!(Matrix::new(2, 3, vec![1.0; 6]).is_ok());
}

#[test]
fn get_is_row_major() {
    let a = m(2, 3, &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
    assert_eq!(a.shape(), (2, 3));
    assert_eq!(a.get(0, 2), 3.0);
    assert_eq!(a.get(1, 0), 4.0);
}

#[test]
#[should_panic]
fn get_out_of_range_panics() {
    m(2, 2, &[1.0, 2.0, 3.0, 4.0]).get(0, 2);
}

#[test]
fn matmul_non_square() {
    let a = m(2, 3, &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
    let b = m(3, 2, &[7.0, 8.0, 9.0, 10.0, 11.0, 12.0]);
    assert_eq!(a.matmul(&b), Ok(m(2, 2, &[58.0, 64.0, 139.0, 154.0])));
    assert_eq!(b.matmul(&a).map(|x| x.shape()), Ok((3, 3)));
}

#[test]
fn matmul_shape_mismatch_is_an_error() {
    let a = m(2, 3, &[0.0; 6]);
    assert_eq!(a.matmul(&a), Err(ShapeError::Mismatch { left: (2, 3), right: (2, 3) }));
}

#[test]
fn identity_is_neutral() {
    let a = m(2, 3, &[1.0, -2.0, 3.5, 0.0, 5.0, 6.0]);
    assert_eq!(Matrix::identity(2).matmul(&a), Ok(a.clone()));
    assert_eq!(a.matmul(&Matrix::identity(3)), Ok(a));
}

#[test]
fn transpose() {
    let a = m(2, 3, &[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
    assert_eq!(a.transpose(), m(3, 2, &[1.0, 4.0, 2.0, 5.0, 3.0, 6.0]));
    assert_eq!(a.transpose().transpose(), a);
}

#[test]
fn add_requires_same_shape() {
    let a = m(1, 2, &[1.0, 2.0]);
    let b = m(2, 1, &[1.0, 2.0]);
    assert_eq!(a.add(&b), Err(ShapeError::Mismatch { left: (1, 2), right: (2, 1) }));
    assert_eq!(a.add(&a), Ok(m(1, 2, &[2.0, 4.0])));
}

#[test]
fn zero_sized_dimensions() {
    let a = m(0, 3, &[]);
    let b = m(3, 2, &[1.0; 6]);
    assert_eq!(a.matmul(&b).map(|x| x.shape()), Ok((0, 2)));
    let c = m(2, 0, &[]);
    let d = m(0, 3, &[]);
    assert_eq!(c.matmul(&d), Ok(m(2, 3, &[0.0; 6])));
}

#[test]
fn matmul_associativity_on_a_chain() {
    let a = m(2, 2, &[1.0, 2.0, 3.0, 4.0]);
    let b = m(2, 1, &[0.5, -1.0]);
    let c = m(1, 3, &[2.0, 0.0, 1.0]);
    let left = a.matmul(&b).unwrap().matmul(&c).unwrap();
    let right = a.matmul(&b.matmul(&c).unwrap()).unwrap();
    assert_eq!(left, right);
}
