target triple = "x86_64-pc-linux-gnu"
define void @f() {
  ret void
}
