package org.example.geometry;

import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

// Written by hand: `symtest project` must never touch it.
class RectTest {
  @Test
  void squareIsSquare() {
    assertTrue(new Rect(3, 3).isSquare());
  }
}
