package com.acme.shop;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

// Written by hand: `symtest project` must never touch it.
class CartTest {
  @Test
  void totalWithPercentDiscount() {
    Cart cart = new Cart();
    cart.add("tea", 250, 2);
    cart.setDiscount(new Discount.Percent(10));
    assertEquals(450, cart.total());
  }
}
