// JVM opcode numbers (JVMS 6.5).
#pragma once

#include <cstdint>

namespace symtest::classfile::op {
// clang-format off
enum : uint8_t {
  nop = 0x00, aconst_null = 0x01, iconst_m1 = 0x02, iconst_0 = 0x03, iconst_1 = 0x04,
  iconst_2 = 0x05, iconst_3 = 0x06, iconst_4 = 0x07, iconst_5 = 0x08, lconst_0 = 0x09,
  lconst_1 = 0x0a, fconst_0 = 0x0b, fconst_1 = 0x0c, fconst_2 = 0x0d, dconst_0 = 0x0e,
  dconst_1 = 0x0f, bipush = 0x10, sipush = 0x11, ldc = 0x12, ldc_w = 0x13, ldc2_w = 0x14,
  iload = 0x15, lload = 0x16, fload = 0x17, dload = 0x18, aload = 0x19,
  iload_0 = 0x1a, iload_1, iload_2, iload_3, lload_0, lload_1, lload_2, lload_3,
  fload_0, fload_1, fload_2, fload_3, dload_0, dload_1, dload_2, dload_3,
  aload_0, aload_1, aload_2, aload_3,
  iaload = 0x2e, laload, faload, daload, aaload, baload, caload, saload,
  istore = 0x36, lstore, fstore, dstore, astore,
  istore_0 = 0x3b, istore_1, istore_2, istore_3, lstore_0, lstore_1, lstore_2, lstore_3,
  fstore_0, fstore_1, fstore_2, fstore_3, dstore_0, dstore_1, dstore_2, dstore_3,
  astore_0, astore_1, astore_2, astore_3,
  iastore = 0x4f, lastore, fastore, dastore, aastore, bastore, castore, sastore,
  pop = 0x57, pop2, dup, dup_x1, dup_x2, dup2, dup2_x1, dup2_x2, swap,
  iadd = 0x60, ladd, fadd, dadd, isub, lsub, fsub, dsub, imul, lmul, fmul, dmul,
  idiv, ldiv, fdiv, ddiv, irem, lrem, frem, drem, ineg, lneg, fneg, dneg,
  ishl = 0x78, lshl, ishr, lshr, iushr, lushr, iand, land, ior, lor, ixor, lxor,
  iinc = 0x84, i2l, i2f, i2d, l2i, l2f, l2d, f2i, f2l, f2d, d2i, d2l, d2f, i2b, i2c, i2s,
  lcmp = 0x94, fcmpl, fcmpg, dcmpl, dcmpg,
  ifeq = 0x99, ifne, iflt, ifge, ifgt, ifle,
  if_icmpeq = 0x9f, if_icmpne, if_icmplt, if_icmpge, if_icmpgt, if_icmple, if_acmpeq, if_acmpne,
  goto_ = 0xa7, jsr, ret, tableswitch, lookupswitch,
  ireturn = 0xac, lreturn, freturn, dreturn, areturn, return_,
  getstatic = 0xb2, putstatic, getfield, putfield,
  invokevirtual = 0xb6, invokespecial, invokestatic, invokeinterface, invokedynamic,
  new_ = 0xbb, newarray, anewarray, arraylength, athrow, checkcast, instanceof,
  monitorenter = 0xc2, monitorexit, wide, multianewarray, ifnull, ifnonnull, goto_w, jsr_w,
};
// clang-format on
}  // namespace symtest::classfile::op
