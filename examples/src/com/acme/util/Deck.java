package com.acme.util;

/**
 * A deck of numbered cards in a named package whose superclass constructor makes a
 * java.security.SecureRandom (no model): creating one is code symtest cannot follow, the other methods are tested.
 */
public class Deck extends Shuffler {
    private final int[] cards;
    private int top;

    public Deck(int size) {
        super();
        if (size < 0) {
            throw new IllegalArgumentException("negative size");
        }
        cards = new int[size];
        for (int i = 0; i < size; i++) {
            cards[i] = i + 1;
        }
    }

    public int remaining() {
        return cards.length - top;
    }

    public int draw() {
        if (top >= cards.length) {
            throw new IllegalStateException("empty deck");
        }
        return cards[top++];
    }
}
