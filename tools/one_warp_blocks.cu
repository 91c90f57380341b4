// One-warp-block 4-bit GEMV stand-in (issue 18, 2026-11-27; data/one_warp_gemv.csv): the launch
// shape and per-weight work of ExLlama V1's q4_matmul_kernel (turboderp/exllama
// exllama_ext/cuda_func/q4_matmul.cu: THREADS_X 32, THREADS_Y 1; matrix.cuh dot_product_8),
// written here.  Prints the packed-weight bandwidth and bytes per ns per resident warp with
// the resident blocks per SM capped at 32, 24, 16, 12, 8 and 4 by padding dynamic shared
// memory.  Kept compact: it was sent to the device machine inside one 2,000-character
// command.  Build: nvcc -O3 -gencode arch=compute_90,code=sm_90 -o m tools/one_warp_blocks.cu
#include <cuda_fp16.h>
#include <cstdio>
#include <cstdint>
__global__ void g(const half*x,const uint32_t*w,half*o,const half*sc,int D,int W,int bz){int c=32*blockIdx.x+threadIdx.x,k0=bz*blockIdx.z,k1=min(D,k0+bz);half2 a=__float2half2_rn(0.f);
for(int k=k0;k<k1;k+=128){half2 s=__half2half2(sc[(k/128)*W+c]);int z=8;const uint32_t*p=w+(k/8)*W+c;const half2*h=(const half2*)(x+k);int n=16;
for(int i=0;i<n;i++){uint32_t q=*p;p+=W;half2 t=__hmul2(*h++,__halves2half2(__int2half_rn((int)(q&15)-z),__int2half_rn((int)((q>>4)&15)-z)));
t=__hfma2(*h++,__halves2half2(__int2half_rn((int)((q>>8)&15)-z),__int2half_rn((int)((q>>12)&15)-z)),t);
t=__hfma2(*h++,__halves2half2(__int2half_rn((int)((q>>16)&15)-z),__int2half_rn((int)((q>>20)&15)-z)),t);
t=__hfma2(*h++,__halves2half2(__int2half_rn((int)((q>>24)&15)-z),__int2half_rn((int)(q>>28)-z)),t);a=__hfma2(s,t,a);}}
atomicAdd(o+c,__hadd(a.x,a.y));}
int main(){cudaDeviceProp P;cudaGetDeviceProperties(&P,0);int S=P.multiProcessorCount;printf("%s sms %d maxblk %d\n",P.name,S,P.maxBlocksPerMultiProcessor);
int sh[3][3]={{4096,4096,384},{4096,11008,256},{11008,4096,384}};const int L=24;uint32_t*w[L];half*sc[L];size_t B=0;
for(int i=0;i<L;i++){int*s=sh[i%3];size_t nb=(size_t)s[0]/8*s[1]*4;B+=nb;cudaMalloc(&w[i],nb);cudaMemset(w[i],0x35,nb);cudaMalloc(&sc[i],(size_t)s[0]/128*s[1]*2);cudaMemset(sc[i],0,(size_t)s[0]/128*s[1]*2);}
half*x,*o;cudaMalloc(&x,22016*2);cudaMemset(x,0,22016*2);cudaMalloc(&o,22016*2);
cudaFuncSetAttribute(g,cudaFuncAttributeMaxDynamicSharedMemorySize,200*1024);cudaEvent_t e0,e1;cudaEventCreate(&e0);cudaEventCreate(&e1);
int T[]={0,32,24,16,12,8,4};for(int t:T){int m=t?((int)P.sharedMemPerMultiprocessor/t-(int)P.reservedSharedMemPerBlock)/128*128:0,r=0;
cudaOccupancyMaxActiveBlocksPerMultiprocessor(&r,g,32,m);if(t&&r>t){m+=128;cudaOccupancyMaxActiveBlocksPerMultiprocessor(&r,g,32,m);}
for(int rep=0;rep<2;rep++){cudaEventRecord(e0);for(int it=0;it<10;it++)for(int i=0;i<L;i++){int*s=sh[i%3];g<<<dim3(s[1]/32,1,(s[0]+s[2]-1)/s[2]),32,m>>>(x,w[i],o,sc[i],s[0],s[1],s[2]);}
cudaEventRecord(e1);cudaEventSynchronize(e1);float ms;cudaEventElapsedTime(&ms,e0,e1);double gb=B*10/(ms*1e-3)/1e9;
if(rep)printf("blocks %d GBs %.1f per_warp_Bns %.4f err %s\n",r,gb,gb/(S*(double)r),cudaGetErrorString(cudaGetLastError()));}}}
