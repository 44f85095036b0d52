package com.acme.util;

import java.util.HashSet;
import java.util.Set;

/**
 * Tags compared by identity (no equals or hashCode of their own): a HashSet of them depends
 * on identity hash codes, which a test cannot choose, but the counts asserted here do not.
 */
public class Tags {
    public static final class Tag {
        private final String name;

        public Tag(String name) {
            this.name = name;
        }

        public String name() {
            return name;
        }
    }

    /** How many of the two are distinct objects. */
    public static int distinct(Tag a, Tag b) {
        if (a == null || b == null) {
            throw new IllegalArgumentException("null tag");
        }
        Set<Tag> seen = new HashSet<>();
        seen.add(a);
        seen.add(b);
        return a == b ? 1 : 2;
    }
}
