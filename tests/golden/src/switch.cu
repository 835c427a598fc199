// A dense switch that the compiler may lower to a jump table (brx.idx).
__device__ __noinline__ float op_apply(int op, float a, float b)
{
    switch (op) {
    case 0: return a + b;
    case 1: return a - b;
    case 2: return a * b;
    case 3: return a / b;
    case 4: return fmaxf(a, b);
    case 5: return fminf(a, b);
    case 6: return sqrtf(a * a + b * b);
    case 7: return __expf(a) * b;
    case 8: return a > b ? a : 0.0f;
    case 9: return -a;
    default: return 0.0f;
    }
}

__global__ void interpreter(const int *ops, const float *a, const float *b, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    float acc = a[i];
    for (int k = 0; k < 8; ++k) {
        int op = ops[(i + k) % n];
        switch (op & 15) {
        case 0: acc += b[i]; break;
        case 1: acc -= b[i]; break;
        case 2: acc *= 1.5f; break;
        case 3: acc = -acc; break;
        case 4: acc = op_apply(op >> 4, acc, b[i]); break;
        case 5: acc = __sinf(acc); break;
        case 6: acc = acc * acc; break;
        case 7: acc += (float)k; break;
        case 8: acc = fabsf(acc); break;
        case 9: acc -= 1.0f; break;
        case 10: acc /= 3.0f; break;
        case 11: acc = floorf(acc); break;
        default: break;
        }
    }
    out[i] = acc;
}
