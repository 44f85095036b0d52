package com.acme.util;

import java.security.SecureRandom;
import java.util.Random;

/** The base of classes that shuffle: it makes its own strong source of randomness. */
public class Shuffler {
    protected final Random random;

    public Shuffler() {
        random = new SecureRandom();
    }

    public int pick(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive");
        }
        return random.nextInt(bound);
    }
}
